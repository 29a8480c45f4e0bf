import { CheckQuestionsAdmin } from '../../../features/investing/SafeguardsAdmin';

export const meta = () => [{ title: 'Appropriateness questions · Admin' }];

export default function RouteCheckQuestions() {
  return <CheckQuestionsAdmin />;
}
