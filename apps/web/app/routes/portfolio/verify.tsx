import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import { investorLoader } from './guard';
import { VerifyInvestor } from '../../features/investments/VerifyInvestor';

export const meta = () => [{ title: `Investor profile | ${SITE_NAME}` }];
export const clientLoader = investorLoader;
export const HydrateFallback = () => <Loader label="Loading your investor profile..." />;

export default VerifyInvestor;
