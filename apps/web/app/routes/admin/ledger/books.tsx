import { BooksAdmin } from '../../../features/ledger/BooksAdmin';

export const meta = () => [{ title: 'Books · Admin' }];

export default function BooksRoute() {
  return <BooksAdmin />;
}
