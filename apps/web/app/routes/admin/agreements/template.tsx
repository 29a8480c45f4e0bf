import { TemplateAdmin } from '../../../features/agreements/TemplateAdmin';

export const meta = () => [{ title: 'Mudarabah Agreement · Admin' }];

export default function RouteAgreementTemplate() {
  return <TemplateAdmin />;
}
