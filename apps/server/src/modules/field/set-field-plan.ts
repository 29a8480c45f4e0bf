import { eq } from 'drizzle-orm';
import { CYCLE_MESSAGES, cycleFieldPlanSchema } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { diffFields, type Actor } from '../../platform/activity.ts';
import { conflict, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { findCycle } from '../cycles/service.ts';
import { fieldPlanOf } from './list-field-cycles.ts';

/** PUT /field/cycles/:id/plan: the farm plan's expectations the cycle's records are compared against. */
export async function setFieldPlan(deps: Deps, actor: Actor, cycleId: string, body: unknown) {
  const plan = parse(cycleFieldPlanSchema, body);
  return work(deps, actor, async (uow) => {
    const before = await findCycle(uow.tx, cycleId);
    if (before.status === 'closed' || before.status === 'cancelled') throw conflict(CYCLE_MESSAGES.closedNoChange);
    const [after] = await uow.tx
      .update(cycles)
      .set({
        startingHeadcount: plan.startingHeadcount,
        expectedMortalityBp: plan.expectedMortalityBasisPoints,
        expectedWeights: plan.expectedWeights,
        feedBudgetPoisha: plan.feedBudgetPoisha,
        updatedAt: new Date(),
      })
      .where(eq(cycles.id, cycleId))
      .returning();
    const view = fieldPlanOf(after!);
    await uow.activity({
      action: 'update',
      entity: 'cycle',
      entityId: cycleId,
      summary: `Updated the farm plan of cycle “${before.name}”`,
      changes: diffFields(fieldPlanOf(before), view),
    });
    return view;
  });
}
