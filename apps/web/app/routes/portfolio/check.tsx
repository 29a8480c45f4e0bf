import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import { investorLoader } from './guard';
import { AppropriatenessCheck } from '../../features/investments/AppropriatenessCheck';

export const meta = () => [{ title: `Appropriateness check | ${SITE_NAME}` }];
export const clientLoader = investorLoader;
export const HydrateFallback = () => <Loader label="Loading..." />;

export default AppropriatenessCheck;
