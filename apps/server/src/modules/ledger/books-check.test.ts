import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { booksCheckDifferences, booksCheckRuns } from '../../db/schema/ledger.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;

describe('the staff-run books check', () => {
  it('records who ran it and what it found in the activity log', async () => {
    const run = await call(t.app, { method: 'POST', url: '/ledger/books-check', headers: admin, body: {} });
    expect(run.status).toBe(201);
    const entries = await t.app.db.select().from(activityLog).where(eq(activityLog.entity, 'books-check'));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: t.users.admin.id,
        actorName: t.users.admin.name,
        action: 'create',
        entityId: run.body.data.id,
        summary: 'Books check ran: the books are clean',
        changes: { after: { differenceCount: 0 } },
      }),
    ]);
  });

  it('keeps no run whose activity entry cannot be written', async () => {
    await expectRolledBackWithoutActivity(t.app, [booksCheckRuns, booksCheckDifferences, activityLog], () =>
      t.inject('POST', '/ledger/books-check', admin, {}),
    );
  });
});
