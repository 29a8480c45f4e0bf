import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLog, mailOutbox } from '../db/schema/platform.ts';
import { useTestApp } from '../testing/app.ts';
import { work } from './unit-of-work.ts';

const t = useTestApp({ roles: [] });
const actor = { id: null, name: 'Unit test' };

async function traces(kind: string) {
  const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  const entries = await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, kind));
  return { mails: mails.length, entries: entries.length };
}

const write = (kind: string) => async (uow: Parameters<Parameters<typeof work>[2]>[0]) => {
  await uow.activity({ action: 'update', entity: 'test', entityId: kind, summary: `Wrote ${kind}` });
  await uow.mail({ kind, to: 'someone@example.test', subject: 'Hello', content: { heading: 'Hello', body: [] } });
};

describe('unit of work', () => {
  it('commits a write, its activity entry and its mail together', async () => {
    await work(t.app.deps, actor, write('uow-commit'));
    expect(await traces('uow-commit')).toEqual({ mails: 1, entries: 1 });
  });

  it('keeps neither the activity entry nor the mail when the write fails', async () => {
    await expect(
      work(t.app.deps, actor, async (uow) => {
        await write('uow-rollback')(uow);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await traces('uow-rollback')).toEqual({ mails: 0, entries: 0 });
  });

  it('joins the unit it is called inside: a failure after the inner call takes the inner writes with it', async () => {
    await expect(
      work(t.app.deps, actor, async (outer) => {
        await work(outer, actor, write('uow-nested'));
        throw new Error('the outer write failed');
      }),
    ).rejects.toThrow('the outer write failed');
    expect(await traces('uow-nested')).toEqual({ mails: 0, entries: 0 });
  });
});
