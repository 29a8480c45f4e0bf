import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { labelled, valuesOf } from './labelled.ts';

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

  it('reads the same values from a labels map declared on its own', () => {
    const CHECK_RULES = { paid_in: 'Paid in matches the payments', money_held: 'Money held adds up' } as const;
    expect(valuesOf(CHECK_RULES)).toEqual(['paid_in', 'money_held']);
    expectTypeOf(valuesOf(CHECK_RULES)).toEqualTypeOf<readonly ['paid_in' | 'money_held', ...('paid_in' | 'money_held')[]]>();
  });
});
