import crypto from 'node:crypto';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { AGREEMENT_MESSAGES, ROUND_PAYMENT_RULE, LOSS_RULE, agreementBlocks, fillPlaceholders, unknownPlaceholders } from '@app/contract';
import { investmentAgreements } from '../../db/schema/agreements.ts';
import { investmentEvents, investments } from '../../db/schema/investments.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/users.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { createPlan, verifiedInvestor } from '../../testing/investments.ts';
import { openRound } from '../../testing/rounds.ts';
import { DEFAULT_AGREEMENT_TEMPLATE } from './default-template.ts';
import { agreementHtml } from './service.ts';

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
const { inject } = t;
let planId: string;

const pdfText = async (bytes: Buffer) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text.replace(/\s+/g, ' ');
/** The agreement's HTML escapes apostrophes. */
const inHtml = (text: string) => text.replaceAll("'", '&#39;');
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A signed-in investor whose profile staff verified, with a legal name and address. */
const investorNamed = (legalName: string) => verifiedInvestor(t.app, { profile: { legalName } });

const currentVersion = async () => (await inject('GET', '/agreements/template', admin)).json().data.current.version as number;

async function place(headers: Record<string, string>, fields: Record<string, unknown>) {
  return inject(
    'POST',
    '/investor/investments',
    { ...headers, 'user-agent': 'AgreementTest/1.0' },
    { planId, units: 2, acceptTerms: true, agreementAccepted: true, ...fields },
  );
}

beforeAll(async () => {
  planId = (await createPlan(t.app)).id;
  await openRound(t.app, planId, { units: 10_000 });
});

describe('the placeholder replacer', () => {
  it('fills only allow-listed keys through a Map, never from the prototype or by evaluating anything', () => {
    const values = new Map([['investor.legalName', 'Amina']] as const);
    expect(fillPlaceholders('Signed by {{ investor.legalName }}.', values)).toBe('Signed by Amina.');
    expect(fillPlaceholders('{{constructor}} {{__proto__}} {{1+1}}', values)).toBe('{{constructor}} {{__proto__}} {{1+1}}');
    expect(unknownPlaceholders('{{investor.legalName}} {{constructor}} {{process.env}} {{constructor}}')).toEqual(['constructor', 'process.env']);
    expect(unknownPlaceholders(DEFAULT_AGREEMENT_TEMPLATE)).toEqual([]);
  });

  it('reads the structure before values are filled, and escapes every text in the HTML', () => {
    const blocks = agreementBlocks('# Title\n\n## 1. Parties\n\nBetween {{investor.legalName}}.\n- one\n- two\n\nEnd.');
    expect(blocks.map((block) => block.kind)).toEqual(['title', 'heading', 'paragraph', 'item', 'item', 'paragraph']);
    const hostile = blocks.map((block) => ({
      ...block,
      text: fillPlaceholders(block.text, new Map([['investor.legalName', '<script>x</script>\n## Not a clause']])),
    }));
    const html = agreementHtml(hostile);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html.match(/<h3>/g)).toHaveLength(1);
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });
});

describe('the agreement template', () => {
  it('starts with a complete version 1 that uses the loss rule and England and Wales', async () => {
    const res = await inject('GET', '/agreements/template', admin);
    expect(res.statusCode).toBe(200);
    const { current, versions, placeholders } = res.json().data;
    expect(current.version).toBe(1);
    expect(versions).toHaveLength(1);
    expect(current.body).toContain('{{rules.loss}}');
    expect(current.body).toContain('{{rules.lateMoney}}');
    expect(current.body).toContain('England and Wales');
    expect(placeholders['investor.legalName']).toBeTruthy();
  });

  it('answers 401 to anonymous callers and 403 to investors and moderators', async () => {
    const investor = await signInAs(t.app, 'user');
    const moderator = await signInAs(t.app, 'moderator');
    for (const [method, url] of [
      ['GET', '/agreements/template'],
      ['POST', '/agreements/template'],
      ['GET', '/agreements/template/versions/1'],
    ] as const) {
      const payload = method === 'POST' ? { body: DEFAULT_AGREEMENT_TEMPLATE } : undefined;
      expect((await inject(method, url, anonymousHeaders(), payload)).statusCode).toBe(401);
      expect((await inject(method, url, investor.headers, payload)).statusCode).toBe(403);
      expect((await inject(method, url, moderator.headers, payload)).statusCode).toBe(403);
    }
  });

  it('refuses an empty, short, too long or unknown-placeholder text with the contract message, and saves nothing', async () => {
    const before = await currentVersion();
    const cases: [unknown, string][] = [
      [{}, AGREEMENT_MESSAGES.templateRequired],
      [{ body: '   ' }, AGREEMENT_MESSAGES.templateRequired],
      [{ body: 'Too short' }, AGREEMENT_MESSAGES.templateTooShort],
      [{ body: 'x'.repeat(40_001) }, AGREEMENT_MESSAGES.templateTooLong],
      [
        { body: `${DEFAULT_AGREEMENT_TEMPLATE}\n{{investor.password}} {{constructor}}` },
        AGREEMENT_MESSAGES.unknownPlaceholders(['investor.password', 'constructor']),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await inject('POST', '/agreements/template', admin, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await currentVersion()).toBe(before);
  });

  it('makes every save a new version with who and when; old versions stay readable; 404 for a missing one', async () => {
    const superAdmin = await signInAs(t.app, 'superAdmin');
    const before = await currentVersion();
    const res = await inject('POST', '/agreements/template', superAdmin.headers, { body: `${DEFAULT_AGREEMENT_TEMPLATE}\nA new closing line.` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: AGREEMENT_MESSAGES.templateSaved(before + 1), data: { version: before + 1, createdBy: superAdmin.user.name } });
    const overview = (await inject('GET', '/agreements/template', admin)).json().data;
    expect(overview.current.version).toBe(before + 1);
    expect(overview.versions.map((v: { version: number }) => v.version)).toEqual([before + 1, ...Array.from({ length: before }, (_, i) => before - i)]);
    const old = await inject('GET', `/agreements/template/versions/${before}`, admin);
    expect(old.json().data.body).not.toContain('A new closing line.');
    expect((await inject('GET', '/agreements/template/versions/999', admin)).statusCode).toBe(404);
    expect((await inject('GET', '/agreements/template/versions/abc', admin)).statusCode).toBe(404);
    const [entry] = await t.app.db.select().from(activityLog).where(eq(activityLog.entity, 'agreement-template'));
    expect(entry!.summary).toContain('version');
    // The database itself refuses to rewrite a version; deleting its author keeps the version and the name.
    await expect(t.app.db.execute(sql`update agreement_templates set body = 'changed' where version = 1`)).rejects.toThrow();
    await t.app.db.delete(users).where(eq(users.id, superAdmin.user.id));
    expect((await inject('GET', `/agreements/template/versions/${before + 1}`, admin)).json().data.createdBy).toBe(superAdmin.user.name);
  });
});

describe('reading and accepting the agreement', () => {
  it('previews the current version for the plan and units, filled from the verified profile', async () => {
    const { headers } = await investorNamed('Amina Rahman');
    const res = await inject('POST', '/investor/agreements/preview', headers, { planId, units: 2 });
    expect(res.statusCode).toBe(200);
    const { html, templateVersion } = res.json().data;
    expect(templateVersion).toBe(await currentVersion());
    expect(html).toContain('<h2>Mudarabah Investment Agreement</h2>');
    expect(html).toContain('Amina Rahman, of 12 Brick Lane, London, E1 6RF, United Kingdom');
    expect(html).toContain('Units: 2 units');
    expect(html).toContain('Your capital: £1,000.00');
    expect(html).toContain(LOSS_RULE);
    expect(html).toContain(inHtml(ROUND_PAYMENT_RULE));
    expect(html).toContain('assigned when the cycle starts');
    expect(html).not.toContain('{{');
    expect((await inject('POST', '/investor/agreements/preview', headers, { planId, units: 0 })).statusCode).toBe(400);
    expect((await inject('POST', '/investor/agreements/preview', headers, { planId: crypto.randomUUID(), units: 1 })).statusCode).toBe(400);
    const unverified = await signInAs(t.app, 'user');
    expect((await inject('POST', '/investor/agreements/preview', unverified.headers, { planId, units: 1 })).statusCode).toBe(403);
    expect((await inject('POST', '/investor/agreements/preview', anonymousHeaders(), { planId, units: 1 })).statusCode).toBe(401);
    expect((await inject('POST', '/investor/agreements/preview', admin, { planId, units: 1 })).statusCode).toBe(403);
  });

  it('refuses a request without the typed name, the tick or the version read, and one whose name does not match; nothing is created', async () => {
    const { headers, user } = await investorNamed('Amina Rahman');
    const version = await currentVersion();
    const cases: [Record<string, unknown>, string][] = [
      [{ agreementVersion: version }, AGREEMENT_MESSAGES.nameRequired()],
      [{ agreementName: '  ', agreementVersion: version }, AGREEMENT_MESSAGES.nameRequired()],
      [{ agreementName: 'Amina Rahman', agreementAccepted: false, agreementVersion: version }, AGREEMENT_MESSAGES.acceptRequired()],
      [{ agreementName: 'Amina Rahman' }, AGREEMENT_MESSAGES.readRequired()],
      [{ agreementName: 'Amina Khan', agreementVersion: version }, AGREEMENT_MESSAGES.nameMismatch()],
    ];
    for (const [fields, message] of cases) {
      const res = await place(headers, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const stale = await place(headers, { agreementName: 'Amina Rahman', agreementVersion: version - 1 || 999 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(AGREEMENT_MESSAGES.templateChanged);
    expect(await t.app.db.select().from(investments).where(eq(investments.userId, user.id))).toEqual([]);
  });

  it('accepts a name that differs only in case and spaces, and stores the PDF, its hash, version, time, address and browser', async () => {
    const { headers, user } = await investorNamed('Amina Rahman');
    const version = await currentVersion();
    const res = await place(headers, { agreementName: '  amina   RAHMAN ', agreementVersion: version });
    expect(res.statusCode, res.body).toBe(201);
    const { id, reference } = res.json().data;
    const [stored] = await t.app.db.select().from(investmentAgreements).where(eq(investmentAgreements.investmentId, id));
    expect(stored).toMatchObject({
      reference: `${reference}-A`,
      templateVersion: version,
      typedName: 'amina RAHMAN',
      ipAddress: '127.0.0.1',
      userAgent: 'AgreementTest/1.0',
    });
    expect(stored!.sha256).toBe(sha256(stored!.pdf));
    expect(Date.now() - stored!.acceptedAt.getTime()).toBeLessThan(60_000);

    const download = await inject('GET', `/investor/investments/${id}/agreement`, headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="agreement-${reference}-A.pdf"`);
    expect(download.rawPayload.equals(stored!.pdf)).toBe(true);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('Mudarabah Investment Agreement');
    expect(text).toContain(`Agreement reference: ${reference}-A`);
    expect(text).toContain('Amina Rahman, of 12 Brick Lane');
    expect(text).toContain('Your capital: £1,000.00');
    expect(text).toContain('Electronic acceptance');
    expect(text).toContain('amina RAHMAN');
    expect(text).toContain('England and Wales');
    expect(text).toContain(
      'Breadbasket Ventures Ltd, of 1 Demo Street, London EC1A 1AA, United Kingdom (registered in England and Wales, company number 00000000)',
    );
    // Every page: the running header and "Page n of m", as on statements.
    const { pages, total } = await new PDFParse({ data: new Uint8Array(download.rawPayload) }).getText();
    expect(total).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.text).toContain(`Breadbasket Ventures Ltd · Mudarabah agreement ${reference}-A`);
      expect(page.text).toContain(`Page ${page.num} of ${total}`);
    }

    const staff = await inject('GET', `/investments/${id}/agreement`, admin);
    expect(staff.rawPayload.equals(download.rawPayload)).toBe(true);

    const mine = (await inject('GET', `/investor/investments/${id}`, headers)).json().data;
    expect(mine.agreement).toEqual({
      reference: `${reference}-A`,
      templateVersion: version,
      typedName: 'amina RAHMAN',
      acceptedAt: stored!.acceptedAt.toISOString(),
      sha256: stored!.sha256,
      sizeBytes: stored!.pdf.length,
    });
    expect(mine.timeline.find((event: { kind: string }) => event.kind === 'agreement')).toMatchObject({ actorName: 'You' });
    const staffView = (await inject('GET', `/investments/${id}`, admin)).json().data;
    expect(staffView.agreement).toMatchObject({ ipAddress: '127.0.0.1', userAgent: 'AgreementTest/1.0' });
    const [event] = await t.app.db.select().from(investmentEvents).where(eq(investmentEvents.kind, 'agreement'));
    expect(event!.note).toBe(`Reference ${reference}-A, template version ${version}`);
    expect(user.id).toBeTruthy();
  });

  it('never changes an accepted agreement when the template is edited: same bytes, same hash', async () => {
    const { headers } = await investorNamed('Yusuf Ali');
    const placed = await place(headers, { agreementName: 'Yusuf Ali', agreementVersion: await currentVersion() });
    const { id } = placed.json().data;
    const first = await inject('GET', `/investor/investments/${id}/agreement`, headers);
    const edited = await inject('POST', '/agreements/template', admin, {
      body: DEFAULT_AGREEMENT_TEMPLATE.replace('Governing law', 'Law that governs this agreement'),
    });
    expect(edited.statusCode).toBe(201);
    const again = await inject('GET', `/investor/investments/${id}/agreement`, headers);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(sha256(again.rawPayload)).toBe(sha256(first.rawPayload));
    expect(await pdfText(again.rawPayload)).toContain('Governing law');
    const preview = (await inject('POST', '/investor/agreements/preview', headers, { planId, units: 1 })).json().data.html;
    expect(preview).toContain('Law that governs this agreement');
  });

  it('states the late-money rule in every agreement accepted after migration 0320; one accepted before keeps its bytes', async () => {
    const migration = fs.readFileSync(new URL('../../db/migrations/0320_agreement_states_late_money.sql', import.meta.url), 'utf8');
    const migrate = () => t.app.db.execute(sql.raw(migration));
    const bodyOf = async (version: number) => (await inject('GET', `/agreements/template/versions/${version}`, admin)).json().data.body as string;
    // The template as it stood before the rule: version 1's third clause promised earning from the day the money arrived.
    const before = DEFAULT_AGREEMENT_TEMPLATE.replace(
      '{{rules.lateMoney}} The cycle is expected',
      'Your capital starts working on the day we confirm receipt of your bank transfer, and the cycle is expected',
    );
    expect(before).not.toContain('{{rules.lateMoney}}');
    expect((await inject('POST', '/agreements/template', admin, { body: before })).statusCode).toBe(201);
    const old = await currentVersion();
    const { headers } = await investorNamed('Hamza Iqbal');
    const { id } = (await place(headers, { agreementName: 'Hamza Iqbal', agreementVersion: old })).json().data;
    const first = await inject('GET', `/investor/investments/${id}/agreement`, headers);
    expect(await pdfText(first.rawPayload)).not.toContain('after a cycle has started');

    await migrate();
    expect(await currentVersion()).toBe(old + 1);
    const body = await bodyOf(old + 1);
    // A save trims the text; otherwise it is the default, clause and all.
    expect(body).toBe(DEFAULT_AGREEMENT_TEMPLATE.trim());
    // Run again, it adds nothing: the current version already states the rule.
    await migrate();
    expect(await currentVersion()).toBe(old + 1);

    // The one accepted before: the same bytes, and its stored hash still verifies (a mismatch is a 500).
    const again = await inject('GET', `/investor/investments/${id}/agreement`, headers);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const [stored] = await t.app.db.select().from(investmentAgreements).where(eq(investmentAgreements.investmentId, id));
    expect(stored!.sha256).toBe(sha256(first.rawPayload));
    expect(stored!.templateVersion).toBe(old);

    // From now on: the preview and the accepted PDF state the rule in the contract's words.
    expect((await inject('POST', '/investor/agreements/preview', headers, { planId, units: 1 })).json().data.html).toContain(inHtml(ROUND_PAYMENT_RULE));
    const later = (await place(headers, { agreementName: 'Hamza Iqbal', agreementVersion: old + 1 })).json().data;
    const signed = await inject('GET', `/investor/investments/${later.id}/agreement`, headers);
    expect(await pdfText(signed.rawPayload)).toContain(ROUND_PAYMENT_RULE);

    // A template staff rewrote without the old sentence gets the rule as a clause of its own.
    const rewritten = before.replace('Your capital starts working on the day', 'Your money works from the day');
    expect((await inject('POST', '/agreements/template', admin, { body: rewritten })).statusCode).toBe(201);
    await migrate();
    expect(await bodyOf(old + 3)).toBe(`${rewritten.trimEnd()}\n\n## When money that arrives late starts earning\n\n{{rules.lateMoney}}\n`);
  });

  it('refuses to serve bytes that no longer match their hash (500, logged), to either side', async () => {
    const { headers } = await investorNamed('Layla Begum');
    const { id } = (await place(headers, { agreementName: 'Layla Begum', agreementVersion: await currentVersion() })).json().data;
    // Updates are refused by a trigger, so the tampering needs the trigger out of the way first.
    await expect(t.app.db.execute(sql`update investment_agreements set pdf = ${Buffer.from('%PDF-forged')} where investment_id = ${id}`)).rejects.toThrow();
    await t.app.db.execute(sql`alter table investment_agreements disable trigger investment_agreements_immutable`);
    await t.app.db.execute(sql`update investment_agreements set pdf = overlay(pdf placing '\\x21'::bytea from 200 for 1) where investment_id = ${id}`);
    await t.app.db.execute(sql`alter table investment_agreements enable trigger investment_agreements_immutable`);
    const investor = await inject('GET', `/investor/investments/${id}/agreement`, headers);
    expect(investor.statusCode).toBe(500);
    expect(investor.json().message).toBe(AGREEMENT_MESSAGES.integrity);
    expect(investor.headers['content-type']).not.toContain('pdf');
    expect((await inject('GET', `/investments/${id}/agreement`, admin)).statusCode).toBe(500);
  });

  it('answers 404 to another investor, 401 to anonymous callers and 403 to the investor on the staff route', async () => {
    const owner = await investorNamed('Omar Faruq');
    const { id } = (await place(owner.headers, { agreementName: 'Omar Faruq', agreementVersion: await currentVersion() })).json().data;
    const other = await investorNamed('Omar Faruq');
    const res = await inject('GET', `/investor/investments/${id}/agreement`, other.headers);
    expect(res.statusCode).toBe(404);
    expect((await inject('GET', `/investor/investments/${crypto.randomUUID()}/agreement`, owner.headers)).statusCode).toBe(404);
    expect((await inject('GET', `/investor/investments/${id}/agreement`, anonymousHeaders())).statusCode).toBe(401);
    expect((await inject('GET', `/investments/${id}/agreement`, owner.headers)).statusCode).toBe(403);
    expect((await inject('GET', `/investments/${id}/agreement`, (await signInAs(t.app, 'moderator')).headers)).statusCode).toBe(403);
  });
});
