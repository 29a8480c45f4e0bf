import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { labelled } from './labelled.ts';

describe('labelled', () => {
  const { values, labels } = labelled({
    requested: 'Requested',
    awaiting_payment: 'Awaiting payment',
    'changes-requested': 'Changes requested',
    '£': '£ (Pound)',
  });

  it('lists the values in the order the labels are written', () => {
    expect(values).toEqual(['requested', 'awaiting_payment', 'changes-requested', '£']);
    expect(labels.awaiting_payment).toBe('Awaiting payment');
  });

  it('gives z.enum the union of the values', () => {
    const schema = z.enum(values);
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<'requested' | 'awaiting_payment' | 'changes-requested' | '£'>();
    expect(schema.parse('changes-requested')).toBe('changes-requested');
    expect(schema.safeParse('cancelled').success).toBe(false);
  });
});
