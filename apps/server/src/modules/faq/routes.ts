import { faqCollection } from '@app/contract';
import { faqs } from '../../db/schema/content.ts';
import { collectionRoutes } from '../content-common/collection-routes.ts';
import { quote } from '../content-common/collection.ts';

/** FAQ (back-office.md §7): public reads, content editors write. */
export default collectionRoutes({
  collection: faqCollection,
  table: faqs,
  activity: { one: 'FAQ', many: 'FAQs', name: (row) => quote(row.question) },
});
