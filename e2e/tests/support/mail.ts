import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { workerServer } from '../../tools/servers.ts';

const { mailDir } = workerServer;

/**
 * Every mail this worker has read, by file name. The sink's files never change once there (serve.ts
 * renames a finished file into place), and one mail's parse costs milliseconds: read afresh on every
 * call, the whole folder was parsed again each time a flow waited for a mail not there yet, and the
 * folder grows with the suite (several hundred mails by its end).
 */
const parsed = new Map<string, ParsedMail>();

async function readMail(file: string): Promise<ParsedMail> {
  let mail = parsed.get(file);
  if (!mail) {
    mail = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
    parsed.set(file, mail);
  }
  return mail;
}

/** Waits for a mail to `to` (optionally whose subject matches) to reach the SMTP sink, and parses it. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Newest first (names start with the time the sink received them).
    const files = fs.existsSync(mailDir)
      ? fs
          .readdirSync(mailDir)
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = await readMail(file);
      const recipients = [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address?.toLowerCase()) ?? []);
      if (recipients.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject ?? ''))) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}
