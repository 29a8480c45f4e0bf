import { FeedbackTab } from '../../../features/work-plans/FeedbackTab';

export const meta = () => [{ title: 'Feedback · My Work Plan · Admin' }];

export default function FeedbackTabRoute() {
  return <FeedbackTab />;
}
