import { faqCollection } from '@app/contract';
import { faqs } from '../../db/schema/content.ts';
import { collectionRoutes } from '../content-common/collection-routes.ts';
import { quote, type ServerCollection } from '../content-common/collection.ts';

/** FAQ (back-office.md §7): public reads, content editors write. */
export const faqServer: ServerCollection<typeof faqs> = {
  collection: faqCollection,
  table: faqs,
  activity: { one: 'FAQ', many: 'FAQs', name: (row) => quote(row.question) },
};

export default collectionRoutes(faqServer);
