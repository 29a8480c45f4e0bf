import { describe, expect, it } from 'vitest';
import type { Investment } from '@app/contract';
import { cycleProgress } from './bits';

const at = (status: Investment['status'], startedAt: string | null = null, expectedMaturityAt: string | null = null) =>
  ({ status, startedAt, expectedMaturityAt }) as Investment;

describe('cycle progress on the portfolio', () => {
  it('is empty before the money arrives and for cancelled requests, full once the cycle has ended', () => {
    for (const status of ['requested', 'contacted', 'awaiting_payment', 'cancelled'] as const) expect(cycleProgress(at(status))).toBe(0);
    expect(cycleProgress(at('matured'))).toBe(100);
    expect(cycleProgress(at('paid_out'))).toBe(100);
  });
  it('follows the days of an active cycle and stays within 0..100', () => {
    const active = at('active', '2026-01-01T00:00:00Z', '2026-01-11T00:00:00Z');
    expect(cycleProgress(active, new Date('2026-01-06T00:00:00Z'))).toBe(50);
    expect(cycleProgress(active, new Date('2025-12-25T00:00:00Z'))).toBe(0);
    expect(cycleProgress(active, new Date('2026-02-01T00:00:00Z'))).toBe(100);
  });
});
