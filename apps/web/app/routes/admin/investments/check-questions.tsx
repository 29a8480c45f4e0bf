import { CheckQuestionsAdmin } from '../../../features/investments/SafeguardsAdmin';

export const meta = () => [{ title: 'Appropriateness questions · Admin' }];

export default function RouteCheckQuestions() {
  return <CheckQuestionsAdmin />;
}
