import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { workerServer } from '../../tools/servers.ts';

const { mailDir } = workerServer;

/** Waits for a mail to `to` (optionally whose subject matches) to reach the SMTP sink, and parses it. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
    for (const file of files) {
      if (seen.has(file)) continue;
      const mail = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address?.toLowerCase()) ?? []);
      if (recipients.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject ?? ''))) return mail;
      seen.add(file);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}
