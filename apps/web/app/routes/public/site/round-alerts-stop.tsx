import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailX } from 'lucide-react';
import { ROUND_PAGE_MESSAGES } from '@app/contract';
import type { Route } from './+types/round-alerts-stop';
import { pageMeta } from '../../../features/public/data';
import { Section } from '../../../features/public/Section';
import { roundErrorText } from '../../../features/rounds/forms';
import { FormNoticeLine, type FormNotice } from '../../../ui/FormNotice';
import { api } from '../../../lib/api';
import { useHydrated } from '../../../lib/hydration';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: 'Stop round emails', description: 'Stop the emails that tell you when a round opens.', path: '/round-alerts/stop', matches }),
  { name: 'robots', content: 'noindex' },
];

// The token is the visitor's own: the page is never stored by any cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });

/** The one-click stop link of a round alert mail: one button, POST /round-alerts/stop { token }, and what happened. */
export default function RoundAlertsStop() {
  const token = useSearchParams()[0].get('token') ?? '';
  const hydrated = useHydrated();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);
  const stopped = notice?.tone === 'success';

  const stop = async () => {
    setNotice(null);
    setBusy(true);
    try {
      const body = await api.post<{ message?: string }>('/round-alerts/stop', { token }, { noRefresh: true });
      setNotice({ tone: 'success', text: body?.message || ROUND_PAGE_MESSAGES.stopDone });
    } catch (error) {
      setNotice({ tone: 'error', text: roundErrorText(error, ROUND_PAGE_MESSAGES.stopFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section labelledBy="stop-heading">
      <div className="mx-auto max-w-xl rounded-2xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8">
        <MailX className="h-8 w-8 text-earth-600" aria-hidden="true" />
        <h1 id="stop-heading" className="mt-3 font-display text-3xl font-semibold text-forest-900">
          Stop round emails
        </h1>
        {token ? (
          <>
            <p className="mt-2 text-muted">You asked us to email you when a round of a plan opens. One click stops these emails; nothing else changes.</p>
            {!stopped && (
              <button type="button" className="btn btn-primary mt-6 py-3" onClick={stop} disabled={!hydrated || busy}>
                {busy ? 'Stopping...' : 'Stop these emails'}
              </button>
            )}
            <FormNoticeLine notice={notice} spaced />
          </>
        ) : (
          <p role="alert" className="mt-3 text-red-800">
            {ROUND_PAGE_MESSAGES.stopFailed}
          </p>
        )}
        <p className="mt-6 text-sm">
          <Link to="/investment-plans" className="font-medium text-forest-700 underline underline-offset-2">
            See the investment plans
          </Link>
        </p>
      </div>
    </Section>
  );
}
