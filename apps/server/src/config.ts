import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { HIGH_NET_WORTH_THRESHOLDS, isBic, type BankTransferDetails, type ExternalLinks, type HighNetWorthThresholds } from '@app/contract';
import { DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/timeouts.ts';
import type { S3Settings } from './platform/storage.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of true/false, on/off, yes/no, 1/0',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')}`,
  );

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Which peers may state the client's address in X-Forwarded-For: true/false, a hop count, or a
 * comma list of addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal).
 * Trusting everyone would let any client pick its own address and slip past per-address limits.
 */
const trustProxy = z
  .string()
  .refine(
    (value) =>
      ['true', 'false'].includes(value) ||
      /^\d+$/.test(value) ||
      value.split(',').every((part) => {
        const [address, bits, extra] = part.trim().split('/');
        if (extra !== undefined || !address) return false;
        if (PROXY_NAMES.includes(address)) return bits === undefined;
        return net.isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
      }),
    'must be true, false, a hop count, or a comma list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  )
  .transform((value): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    // A hop count: trust that many proxies in front of the server, as proxy-addr reads a number.
    if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
    return value.split(',').map((part) => part.trim());
  });

/** The environment, exactly the table in ARCHITECTURE.md plus the external link targets. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_REPLY_TO: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  /** The seeded demo investor's password (DEMO_INVESTOR_EMAIL); unset: nobody can sign in as them. */
  DEMO_INVESTOR_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  /** The seeded demo field officer's password (DEMO_FIELD_OFFICER_EMAIL); unset: nobody can sign in as them. */
  DEMO_FIELD_OFFICER_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  SEED: flag.optional(),
  TRUST_PROXY: trustProxy.default(['loopback']),
  /** Signs access tokens. Unset: a random secret is generated once and kept in the database. */
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Bearer token for GET /metrics; unset: no metrics endpoint. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Where the server's daily backups and `npm run backup` go (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** Where uploaded files live: the local disk under DATA_DIR, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible endpoint (MinIO, R2, Spaces...); unset with STORAGE=s3: AWS itself. */
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (endpoint/bucket/key), which most self-hosted stores need; default on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** After SIGTERM, how long /readyz answers 503 while the instance still serves, so balancers stop sending to it first. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // External targets the public site links to.
  CHAT_URL: url(['https:', 'http:']).default('https://wa.me/447700900123'),
  ANDROID_APP_URL: url(['https:', 'http:']).default('https://play.google.com/store/apps/details?id=com.breadbasket.investor'),
  IOS_APP_URL: url(['https:', 'http:']).default('https://apps.apple.com/app/breadbasket-ventures/id6400000000'),
  FARMER_ANDROID_APP_URL: url(['https:', 'http:']).default('https://play.google.com/store/apps/details?id=com.breadbasket.farmer'),
  FARMER_IOS_APP_URL: url(['https:', 'http:']).default('https://apps.apple.com/app/breadbasket-farmer/id6400000001'),
  CHICKEN_FORM_URL: url(['https:', 'http:']).default('https://forms.gle/breadbasket-chicken-investment'),
  CATTLE_FORM_URL: url(['https:', 'http:']).default('https://forms.gle/breadbasket-cattle-investment'),
  SALES_PACK_FORM_URL: url(['https:', 'http:']).default('https://forms.gle/breadbasket-ready-to-invest'),
  // A high-net-worth investor's thresholds in whole pounds (the UK's today by default): annual income, or net assets.
  HIGH_NET_WORTH_INCOME: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(HIGH_NET_WORTH_THRESHOLDS.annualIncome / 100),
  HIGH_NET_WORTH_NET_ASSETS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(HIGH_NET_WORTH_THRESHOLDS.netAssets / 100),
  // The account investors pay into by bank transfer (mailed with every investment request).
  BANK_NAME: z.string().min(2).max(80).default('Demo Bank plc'),
  BANK_ACCOUNT_NAME: z.string().min(2).max(80).default('Breadbasket Ventures Ltd'),
  BANK_SORT_CODE: z
    .string()
    .regex(/^\d{2}-?\d{2}-?\d{2}$/, { error: 'must be a sort code like 04-00-04' })
    .default('04-00-04')
    // Kept as 6 digits like every stored sort code; formatSortCode prints it.
    .transform((value) => value.replace(/-/g, '')),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{8}$/, { error: 'must be 8 digits' })
    .default('12345678'),
  BANK_IBAN: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,32}$/, { error: 'must be an IBAN' })
    .default('GB33 DEMO 0400 0412 3456 78'),
  // Payers outside the UK (the Gulf, Bangladesh) cannot send a transfer without it.
  BANK_BIC: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine(isBic, { error: 'must be a BIC/SWIFT code of 8 or 11 characters' })
    .default('DEMOGB2L'),
  // The company in every mail's footer and on every statement.
  COMPANY_NAME: z.string().min(2).max(120).default('Breadbasket Ventures Ltd'),
  COMPANY_ADDRESS: z.string().min(5).max(200).default('1 Demo Street, London EC1A 1AA, United Kingdom'),
  COMPANY_NUMBER: z.string().min(2).max(40).default('00000000'),
  COMPANY_REGISTERED_IN: z.string().min(2).max(80).default('England and Wales'),
});

/** The company behind the site as its registration reads: name, registered office, number and where registered. */
export type Company = { name: string; address: string; number: string; registeredIn: string };

export type Config = {
  port: number;
  host: string;
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** Where answers to the site's mail go; unset: the first email of the public contact details, read when a mail is queued. */
  mailReplyTo?: string;
  adminEmail?: string;
  adminPassword?: string;
  demoInvestorPassword?: string;
  demoFieldOfficerPassword?: string;
  seed: boolean;
  sessionSecret?: string;
  logLevel: string;
  /** Seconds between a stop signal and refusing new connections (platform/graceful-stop.ts). */
  shutdownDrainSeconds: number;
  /** Embedded database only: where backups go and how many of the newest are kept. */
  backupDir: string;
  backupKeep: number;
  /** Bearer token of GET /metrics; unset: /metrics answers 404. */
  metricsToken?: string;
  /** Uploaded files: DATA_DIR (default) or an S3-compatible bucket (platform/storage.ts). */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** Where public pages send visitors outside the site. */
  links: ExternalLinks;
  /** The high-net-worth investor category's thresholds, in pence. */
  highNetWorth: HighNetWorthThresholds;
  /** Bank-transfer details mailed to investors with their request. */
  bank: BankTransferDetails;
  /** The legal entity named in every mail's footer and on every statement. */
  company: Company;
  /** Tests turn the background mail sender off and drive it by hand. */
  startMailSender: boolean;
  /** The daily backup of the embedded database (tests make theirs by hand). */
  startBackups: boolean;
  /** Housekeeping's timed rounds (tests run them by hand, so no round writes in the middle of one: the daily books check stores its run). */
  startHousekeeping: boolean;
  /** Tests check every JSON answer against the schema the API document gives it (platform/openapi.ts). */
  checkResponses: boolean;
  /** PostgreSQL waits (db/client.ts); fixed defaults, shortened only by fault tests. */
  databaseTimeouts: DatabaseTimeouts;
  /** How long one bank statement file may take to read on its thread before it is refused (fixed; tests shorten it). */
  statementParseBudgetMs: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STORAGE === 's3' && (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const host = new URL(publicUrl).hostname;
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Breadbasket Ventures <no-reply@${host === 'localhost' ? 'breadbasket.example' : host}>`,
    mailReplyTo: e.MAIL_REPLY_TO,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoInvestorPassword: e.DEMO_INVESTOR_PASSWORD,
    demoFieldOfficerPassword: e.DEMO_FIELD_OFFICER_PASSWORD,
    seed: e.SEED ?? !e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : { kind: 'local' },
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backupKeep: e.BACKUP_KEEP,
    links: {
      chat: e.CHAT_URL,
      androidApp: e.ANDROID_APP_URL,
      iosApp: e.IOS_APP_URL,
      farmerAndroidApp: e.FARMER_ANDROID_APP_URL,
      farmerIosApp: e.FARMER_IOS_APP_URL,
      chickenForm: e.CHICKEN_FORM_URL,
      cattleForm: e.CATTLE_FORM_URL,
      salesPackForm: e.SALES_PACK_FORM_URL,
    },
    highNetWorth: { annualIncome: e.HIGH_NET_WORTH_INCOME * 100, netAssets: e.HIGH_NET_WORTH_NET_ASSETS * 100 },
    bank: {
      bankName: e.BANK_NAME,
      accountName: e.BANK_ACCOUNT_NAME,
      sortCode: e.BANK_SORT_CODE,
      accountNumber: e.BANK_ACCOUNT_NUMBER,
      iban: e.BANK_IBAN,
      bic: e.BANK_BIC,
    },
    company: { name: e.COMPANY_NAME, address: e.COMPANY_ADDRESS, number: e.COMPANY_NUMBER, registeredIn: e.COMPANY_REGISTERED_IN },
    startMailSender: true,
    startBackups: true,
    startHousekeeping: true,
    checkResponses: false,
    databaseTimeouts: DATABASE_TIMEOUTS,
    // The largest file allowed (2 MB, 20,000 lines) read in 0.6-1.7 s on a 2-core machine at a load of 15.
    statementParseBudgetMs: 5_000,
    ...overrides,
  };
}
