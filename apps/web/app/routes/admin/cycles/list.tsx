import { CyclesAdmin } from '../../../features/cycles/CyclesAdmin';

export const meta = () => [{ title: 'Farm Cycles · Admin' }];

export default function CyclesRoute() {
  return <CyclesAdmin />;
}
