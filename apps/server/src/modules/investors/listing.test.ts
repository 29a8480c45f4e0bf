import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { rowsOf } from '../../db/results.ts';
import { likePattern } from '../../platform/search.ts';
import { useTestApp } from '../../testing/app.ts';
import { verifiedInvestor } from '../../testing/investments.ts';

/**
 * The staff's investors search reads the user's name and email from copies on the profile (0460,
 * issue 49): it finds what the search across profiles and users found, and follows every change.
 */

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;

const found = async (search: string) =>
  ((await t.inject('GET', `/investors?search=${encodeURIComponent(search)}&limit=100`, admin)).json().data as { userId: string }[]).map(
    (profile) => profile.userId,
  );

describe('the staff investors search', () => {
  it('finds any part of the legal name, name or email, in any case, accented letters as typed, and a new name at once', async () => {
    const { user, headers } = await verifiedInvestor(t.app, { profile: { legalName: 'Zoë Ångström' } });
    for (const words of ['ngströ', 'ZOË', user.email.slice(2, 10).toUpperCase(), user.name.slice(1)]) expect(await found(words), words).toEqual([user.id]);
    expect(await found('zoe angstrom')).toEqual([]);

    expect((await t.inject('PUT', '/auth/update-profile', headers, { name: 'Chidi Okafor-Begum' })).statusCode).toBe(200);
    expect(await found('okafor-BEG')).toEqual([user.id]);
    expect(await found(user.name)).toEqual([]);
    await t.app.db.update(users).set({ email: 'chidi.moved@example.test' }).where(eq(users.id, user.id));
    expect(await found('.MOVED@')).toEqual([user.id]);
  });

  it('answers what the search across profiles and users answered, in the same order', async () => {
    const people = [
      ['Rahim Uddin', 'rahim@example.test', 'Abdur Rahim Uddin'],
      ['Fatima Begum', 'f.rahim@example.test', 'Fatima Begum'],
      ['Karim Ali', 'karim_100%@example.test', 'Karim Rahimi'],
    ];
    for (const [name, email, legalName] of people) {
      const { user } = await verifiedInvestor(t.app, { profile: { legalName } });
      await t.app.db.update(users).set({ name, email }).where(eq(users.id, user.id));
    }
    for (const words of ['rahim', 'RAHIM U', 'begum', '_100%', '@example.test', 'nobody at all']) {
      const pattern = likePattern(words);
      const expected = rowsOf<{ id: string }>(
        await t.app.db.execute(sql`
          SELECT p.user_id AS id FROM investor_profiles p JOIN users u ON u.id = p.user_id
          WHERE p.status <> 'not_submitted' AND (u.name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR p.legal_name ILIKE ${pattern})
          ORDER BY p.submitted_at DESC, p.user_id DESC`),
      ).map((row) => row.id);
      expect(await found(words), words).toEqual(expected);
    }
  });
});
