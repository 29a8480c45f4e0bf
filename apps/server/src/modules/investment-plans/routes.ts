import { eq } from 'drizzle-orm';
import { investmentPlansCollection, plansQuerySchema, REVOLVING_AMOUNT_MESSAGE } from '@app/contract';
import { investmentPlans } from '../../db/schema/content.ts';
import { badRequest } from '../../platform/http.ts';
import { collectionRoutes } from '../content-common/collection-routes.ts';
import { quote, type ServerCollection } from '../content-common/collection.ts';

/** Investment plans (back-office.md §7): the public sees the plans on offer; administrators see and write all. */
export const investmentPlansServer: ServerCollection<typeof investmentPlans> = {
  collection: investmentPlansCollection,
  table: investmentPlans,
  image: { folder: 'plans', column: 'bannerUrl' },
  present: (row, base) => ({
    ...base,
    revolvingAmount: row.isRevolving ? row.revolvingAmount : null,
    bannerUrl: row.bannerUrl,
    updatedTime: base.updatedAt,
  }),
  publicFilter: eq(investmentPlans.isActive, true),
  query: {
    schema: plansQuerySchema,
    where: ({ isRevolving }) => (isRevolving ? eq(investmentPlans.isRevolving, isRevolving === 'true') : undefined),
  },
  /** Turning revolving off clears revolvingAmount; a plan that stays or turns revolving needs one. */
  merge(values, before) {
    const isRevolving = (values.isRevolving as boolean | undefined) ?? before.isRevolving;
    const revolvingAmount = isRevolving ? ((values.revolvingAmount as number | undefined) ?? before.revolvingAmount) : null;
    if (isRevolving && !(revolvingAmount && revolvingAmount > 0)) throw badRequest(REVOLVING_AMOUNT_MESSAGE, { revolvingAmount: REVOLVING_AMOUNT_MESSAGE });
    return { ...values, isRevolving, revolvingAmount };
  },
  activity: { one: 'investment plan', many: 'investment plans', name: (row) => quote(row.title) },
};

export default collectionRoutes(investmentPlansServer);
