import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { contactMessageReplies, contactMessages } from '../../db/schema/contact-messages.ts';

const t = useTestApp({ roles: [] });

const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 24 * 3600 * 1000);

async function message(receivedAt: Date, repliedAt?: Date) {
  const [row] = await t.app.db
    .insert(contactMessages)
    .values({ firstName: 'Karim', email: 'karim@example.test', contactNumber: '+447700900123', message: 'About the cattle plan', receivedAt })
    .returning();
  if (repliedAt) {
    await t.app.db
      .insert(contactMessageReplies)
      .values({ messageId: row!.id, fromAddress: 'hello@example.test', toAddress: 'karim@example.test', content: 'Thank you', sentAt: repliedAt });
  }
  return row!.id;
}

describe('contact message retention (two years after the last exchange)', () => {
  it('deletes messages whose last exchange is over two years old, replies included, and keeps the others', async () => {
    const old = await message(yearsAgo(3));
    const oldButAnswered = await message(yearsAgo(3), yearsAgo(1));
    const recent = await message(yearsAgo(1));
    const oldWithOldReply = await message(yearsAgo(4), yearsAgo(2.5));

    const removed = await t.app.housekeeping.run();
    expect(removed['contact-messages']).toBe(2);
    const left = (await t.app.db.select({ id: contactMessages.id }).from(contactMessages)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([oldButAnswered, recent]));
    expect(left).not.toContain(old);
    expect(left).not.toContain(oldWithOldReply);
    const replies = (await t.app.db.select({ messageId: contactMessageReplies.messageId }).from(contactMessageReplies)).map((row) => row.messageId);
    expect(replies).toEqual([oldButAnswered]);
  });
});
