import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { HousekeepingTask } from '../platform/housekeeping.ts';
import type { SessionCheck } from '../platform/session.ts';
import type { ConfirmIdentity } from '../platform/unit-of-work.ts';
import * as aboutImages from './about-images/routes.ts';
import * as activity from './activity/routes.ts';
import * as agreements from './agreements/routes.ts';
import * as approvals from './approvals/routes.ts';
import * as auth from './auth/routes.ts';
import * as banking from './banking/routes.ts';
import * as careers from './careers/routes.ts';
import * as contactInfo from './contact-info/routes.ts';
import * as contactMessages from './contact-messages/routes.ts';
import * as cycles from './cycles/routes.ts';
import * as dashboard from './dashboard/routes.ts';
import * as faq from './faq/routes.ts';
import * as field from './field/routes.ts';
import * as investmentPlans from './investment-plans/routes.ts';
import * as investments from './investments/routes.ts';
import * as investors from './investors/routes.ts';
import * as ledger from './ledger/routes.ts';
import * as metrics from './metrics/routes.ts';
import * as payouts from './payouts/routes.ts';
import * as rounds from './rounds/routes.ts';
import * as statements from './statements/routes.ts';
import * as stories from './stories/routes.ts';
import * as team from './team/routes.ts';
import * as trustPages from './trust-pages/routes.ts';
import * as workPlans from './work-plans/routes.ts';

/**
 * A domain module: modules/<name>/routes.ts default-exports a Fastify plugin registered under
 * /api/v1. A module may also export `sessionCheck` (the auth module does) to veto access tokens
 * of revoked sessions, `onReady` to run once at start, and `housekeeping`, its daily retention rule.
 */
export type DomainModule = {
  default: FastifyPluginAsync;
  sessionCheck?: SessionCheck;
  onReady?: (app: FastifyInstance) => Promise<void>;
  /** The module's daily retention rule (platform/housekeeping.ts). */
  housekeeping?: HousekeepingTask;
  /** The auth module's check of an account holder's proof, handed to services as `deps.confirmIdentity`. */
  identityCheck?: (app: FastifyInstance) => ConfirmIdentity;
};

/**
 * Every module folder's routes.ts, in name order (the order they are registered in). Listed, not
 * found on disk at start: the production build bundles what is imported, and a folder listing
 * would name TypeScript files the bundle does not have (architecture.test.ts checks the list).
 */
export const DOMAIN_MODULES: [string, DomainModule][] = [
  ['about-images', aboutImages],
  ['activity', activity],
  ['agreements', agreements],
  ['approvals', approvals],
  ['auth', auth],
  ['banking', banking],
  ['careers', careers],
  ['contact-info', contactInfo],
  ['contact-messages', contactMessages],
  ['cycles', cycles],
  ['dashboard', dashboard],
  ['faq', faq],
  ['field', field],
  ['investment-plans', investmentPlans],
  ['investments', investments],
  ['investors', investors],
  ['ledger', ledger],
  ['metrics', metrics],
  ['payouts', payouts],
  ['rounds', rounds],
  ['statements', statements],
  ['stories', stories],
  ['team', team],
  ['trust-pages', trustPages],
  ['work-plans', workPlans],
];
