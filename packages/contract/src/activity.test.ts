import { describe, expect, it } from 'vitest';
import { ACTIVITY_FIELD_LABELS, activitySummary, changedFieldLabels } from './activity.ts';
import { adminEditUserSchema } from './auth.ts';
import { careerPostUpdateSchema } from './careers.ts';
import { COLLECTIONS } from './collections.ts';
import { closeCycleSchema, cycleSchema } from './cycles.ts';
import { shariahAdviserSchema, trustPageSchema } from './trust-pages.ts';
import { workPlanSettingsSchema } from './work-plans.ts';

/** The object keys of a schema, through refinements and defaults. */
function keysOf(schema: unknown): string[] {
  let node = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown; schema?: unknown } };
  while (node && !node.shape && node.def) node = (node.def.in ?? node.def.innerType ?? node.def.schema) as typeof node;
  return Object.keys(node?.shape ?? {});
}

describe('activitySummary', () => {
  it('names the changed fields of an edit by their labels, not their column names', () => {
    const summary = activitySummary({
      action: 'close',
      entity: 'cycle',
      summary: 'Closed cycle “Qurbani 2027 B”: £220.00 per unit to investors, 3 investments matured',
      changes: { after: { closedOn: '2027-06-20', costsPence: 120_000, animalsLost: 1, netProfitPence: 900_000, profitPerUnitPence: 22_000 } },
    });
    expect(summary).toBe('Closed cycle “Qurbani 2027 B”: £220.00 per unit to investors, 3 investments matured; changed: closing date, costs, animals lost');
  });

  it('matches a row’s camelCase key to a form’s snake_case field and keeps capitalised words', () => {
    const story = COLLECTIONS.find((collection) => collection.entity === 'story')!;
    expect(changedFieldLabels(story.entity, { after: { shortStory: 'x', order: 2 } })).toEqual(['short story', 'display order']);
    expect(changedFieldLabels('user', { after: { vatNumber: 'GB1', employeeId: 'E-7', phone: '1' } })).toEqual(['VAT number', 'employee ID', 'phone']);
  });

  it('leaves creates, deletes, status moves and edits without labelled fields as written', () => {
    expect(activitySummary({ action: 'create', entity: 'cycle', summary: 'Created cycle “A”', changes: { after: { name: 'A' } } })).toBe('Created cycle “A”');
    expect(activitySummary({ action: 'status', entity: 'user', summary: 'Changed status', changes: { after: { userStatus: 'blocked' } } })).toBe(
      'Changed status',
    );
    expect(activitySummary({ action: 'update', entity: 'cycle', summary: 'Updated cycle “A”', changes: { after: {} } })).toBe('Updated cycle “A”');
    expect(activitySummary({ action: 'update', entity: 'unknown', summary: 'Updated it', changes: { after: { x: 1 } } })).toBe('Updated it');
    expect(activitySummary({ action: 'update', entity: 'cycle', summary: 'Updated cycle “A”', changes: null })).toBe('Updated cycle “A”');
  });

  it('has a label for every field an edit form can change, so no change goes unnamed', () => {
    const declared: [string, unknown][] = [
      ['user', adminEditUserSchema],
      ['career-post', careerPostUpdateSchema],
      ['cycle', cycleSchema],
      ['cycle', closeCycleSchema],
      ['trust-page', trustPageSchema],
      ['shariah-adviser', shariahAdviserSchema],
      ['work-plan-settings', workPlanSettingsSchema],
    ];
    for (const [entity, schema] of declared) {
      const keys = keysOf(schema);
      expect(keys.length, entity).toBeGreaterThan(0);
      expect(changedFieldLabels(entity, { after: Object.fromEntries(keys.map((key) => [key, 1])) }), entity).toHaveLength(keys.length);
    }
    for (const collection of COLLECTIONS) expect(Object.keys(ACTIVITY_FIELD_LABELS[collection.entity]!).length, collection.entity).toBeGreaterThan(0);
  });
});
