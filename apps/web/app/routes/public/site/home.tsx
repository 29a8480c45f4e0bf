import { SITE_NAME } from '@app/contract';
import { PageHero } from '../../../features/public/PageHero';
import { publicHeaders } from '../../../features/public/data';

export const meta = () => [{ title: SITE_NAME }];
export const headers = publicHeaders;

export default function Home() {
  return <PageHero eyebrow="Halal social-capital investment" title="Make Bangladesh the Bread Basket of the World" subtitle="Invest in livestock and farm cycles run by partner farmers. Profit is shared 50/50 after every cycle." />;
}
