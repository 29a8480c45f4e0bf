import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import { investorLoader } from './guard';
import { ZakatStatement } from '../../features/investments/ZakatStatement';

export const meta = () => [{ title: `Zakat statement | ${SITE_NAME}` }];
export const clientLoader = investorLoader;
export const HydrateFallback = () => <Loader label="Loading..." />;

export default ZakatStatement;
