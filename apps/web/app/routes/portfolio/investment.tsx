import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import { investorLoader } from './guard';
import { InvestmentPage } from '../../features/investments/InvestmentPage';

export const meta = () => [{ title: `Investment | ${SITE_NAME}` }];
export const clientLoader = investorLoader;
export const HydrateFallback = () => <Loader label="Loading the investment..." />;

export default InvestmentPage;
