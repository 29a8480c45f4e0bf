import { asc, count, desc, sql } from 'drizzle-orm';
import { storiesCollection, storiesQuerySchema, type StorySort } from '@app/contract';
import { stories } from '../../db/schema/content.ts';
import { parse } from '../../platform/http.ts';
import { pageOffset, paginationOf } from '../../platform/pagination.ts';
import { collectionRoutes } from '../content-common/collection-routes.ts';
import type { ServerCollection } from '../content-common/collection.ts';

const SORTS: Record<StorySort, ReturnType<typeof asc>[]> = {
  order: [asc(stories.order), asc(stories.createdAt)],
  createdAt: [asc(stories.createdAt), asc(stories.order)],
  '-createdAt': [desc(stories.createdAt), asc(stories.order)],
  name: [asc(sql`lower(${stories.name})`), asc(stories.order)],
  '-name': [desc(sql`lower(${stories.name})`), asc(stories.order)],
};

/** Our stories (back-office.md §7): a paged, sortable public list; content editors write. */
export const storiesServer: ServerCollection<typeof stories> = {
  collection: storiesCollection,
  table: stories,
  image: { folder: 'stories', column: 'imageUrl' },
  columns: { short_story: 'shortStory', full_story: 'fullStory' },
  present: (row, base) => ({ ...base, short_story: row.shortStory, full_story: row.fullStory, publishedDate: base.createdAt }),
  list: {
    query: storiesQuerySchema,
    async read({ db, query, present, search }) {
      const { page, limit, sort, search: text } = parse(storiesQuerySchema, query);
      const where = search(text);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(stories).where(where);
      const rows = await db
        .select()
        .from(stories)
        .where(where)
        .orderBy(...SORTS[sort], asc(stories.id))
        .limit(limit)
        .offset(pageOffset({ page, limit }));
      return { items: rows.map(present), pagination: paginationOf({ page, limit }, total) };
    },
  },
  activity: { one: 'story of', many: 'stories', name: (row) => row.name },
};

export default collectionRoutes(storiesServer);
