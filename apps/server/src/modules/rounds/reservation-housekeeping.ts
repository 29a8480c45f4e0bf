import type { HousekeepingTask } from '../../platform/housekeeping.ts';
import { announceOpenRounds } from './announce-round.ts';
import { releaseUnpaid } from './release-unpaid.ts';
import { remindPayments } from './remind-payments.ts';

/**
 * The daily round of reservations and alerts (issue 48), registered by app.ts beside the modules'
 * own: reminders before the payment day, unpaid reservations released after it, rounds whose
 * opening day came announced. Each is safe to run twice, on any number of instances.
 */
export const reservationHousekeeping: Record<string, HousekeepingTask> = {
  'round-payment-reminders': (app, now) => remindPayments(app.deps, now),
  'round-unpaid-release': (app, now) => releaseUnpaid(app.deps, now),
  'round-alerts': (app, now) => announceOpenRounds(app.deps, now),
};
