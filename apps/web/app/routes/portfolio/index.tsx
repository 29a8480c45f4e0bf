import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import { investorLoader } from './guard';
import { Portfolio } from '../../features/investments/Portfolio';

export const meta = () => [{ title: `My portfolio | ${SITE_NAME}` }];
export const clientLoader = investorLoader;
export const HydrateFallback = () => <Loader label="Loading your portfolio..." />;

export default Portfolio;
