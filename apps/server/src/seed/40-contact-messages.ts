import type { FastifyInstance } from 'fastify';
import { LOSS_RULE, SITE_NAME } from '@app/contract';
import { bareAddress } from '../platform/mail.ts';
import { contactMessageReplies, contactMessages } from '../db/schema/contact-messages.ts';

/** Demo inbox: questions from UK expatriate investors, a farmer and a journalist; one already answered. */
export async function seed(app: FastifyInstance) {
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
  const messages = [
    {
      firstName: 'Nusrat',
      lastName: 'Chowdhury',
      email: 'nusrat.chowdhury@example.co.uk',
      contactNumber: '+44 7700 900431',
      address: 'Whitechapel, London, UK',
      message:
        'Assalamu alaikum. I am interested in the cattle fattening plan for my family. Could you explain how the 50/50 profit share is calculated and when returns are paid out after a cycle ends?',
      status: 'unread' as const,
      receivedAt: hoursAgo(2),
    },
    {
      firstName: 'Imran',
      lastName: 'Hossain',
      email: 'imran.hossain@example.co.uk',
      contactNumber: '+44 7700 900812',
      address: 'Birmingham, UK',
      message:
        'Is it possible to invest on behalf of my elderly parents in Sylhet? They would like the returns to go to their local bank account rather than mine in the UK.',
      status: 'unread' as const,
      receivedAt: hoursAgo(9),
    },
    {
      firstName: 'Abdul',
      lastName: 'Karim',
      email: 'abdul.karim.farm@example.com.bd',
      contactNumber: '+880 1711 234567',
      address: 'Pirganj, Rangpur, Bangladesh',
      message:
        'I keep six cows and have two acres near Pirganj. I would like to become a partner farmer in one of your clusters. What support do you give with feed and veterinary care?',
      status: 'read' as const,
      receivedAt: hoursAgo(30),
    },
    {
      firstName: 'Helen',
      lastName: 'Marsh',
      email: 'helen.marsh@newsdesk.example.com',
      contactNumber: '+44 20 7946 0321',
      address: null,
      message:
        'I am writing a feature on diaspora investment in rural Bangladesh for a UK newspaper. Would one of your founders be available for a 30-minute interview next week?',
      status: 'unread' as const,
      receivedAt: hoursAgo(52),
    },
    {
      firstName: 'Farhana',
      lastName: 'Begum',
      email: 'farhana.begum@example.co.uk',
      contactNumber: '+44 7700 900266',
      address: 'Oldham, Manchester, UK',
      message:
        'How do you make sure the investment is halal? Is there a Shariah advisor who reviews the contracts, and can I read the agreement before I commit?',
      status: 'replied' as const,
      receivedAt: hoursAgo(24 * 6),
    },
    {
      firstName: 'Tanvir',
      lastName: 'Ahmed',
      email: 'tanvir.ahmed@example.co.uk',
      contactNumber: '+44 7700 900557',
      address: 'Cardiff, UK',
      message: 'I already invested in the goat rearing plan last year. Could someone send me an update on the current cycle and the photos from the farm?',
      status: 'read' as const,
      receivedAt: hoursAgo(24 * 12),
    },
    {
      firstName: 'Shamima',
      lastName: null,
      email: 'shamima.akter@example.com',
      contactNumber: '+971 50 123 4567',
      address: 'Dubai, UAE',
      message:
        'What is the minimum amount I can invest, and can I pay in instalments from the UAE? I would also like to know how the first 1,000 investors ownership works.',
      status: 'read' as const,
      receivedAt: hoursAgo(24 * 40),
    },
    {
      firstName: 'David',
      lastName: 'Okafor',
      email: 'd.okafor@example.org',
      contactNumber: '+44 7700 900190',
      address: 'Bristol, UK',
      message:
        'I run a small ethical investment club. Do you publish audited accounts for past cycles, and do you accept investors who are not of Bangladeshi origin?',
      status: 'unread' as const,
      receivedAt: hoursAgo(24 * 75),
    },
  ];
  const rows = await app.db.insert(contactMessages).values(messages).returning();
  const answered = rows.find((row) => row.status === 'replied')!;
  const from = `${SITE_NAME} <${bareAddress(app.config.mailFrom)}>`;
  await app.db.insert(contactMessageReplies).values({
    messageId: answered.id,
    fromAddress: from,
    toAddress: answered.email,
    content: `Dear ${answered.firstName},\n\nThank you for contacting ${SITE_NAME}. Every plan is a Mudarabah partnership: there is no interest, profit is shared 50/50, and the livestock is real and insured. We do not yet hold an independent Shariah certificate; our Shariah page will name the adviser once one is issued. ${LOSS_RULE} We are happy to send you the full agreement to read before you decide.\n\nKind regards,\nThe ${SITE_NAME} Team`,
    sentAt: new Date(answered.receivedAt.getTime() + 20 * 3_600_000),
  });
}
