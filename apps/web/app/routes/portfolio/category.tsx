import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import { investorLoader } from './guard';
import { InvestorCategory } from '../../features/investments/InvestorCategory';

export const meta = () => [{ title: `Investor category | ${SITE_NAME}` }];
export const clientLoader = investorLoader;
export const HydrateFallback = () => <Loader label="Loading..." />;

export default InvestorCategory;
