import { SettingsForm } from '../../../features/work-plans/SettingsForm';

export const meta = () => [{ title: 'Work Planning Settings · Admin' }];

export default function SettingsFormRoute() {
  return <SettingsForm />;
}
