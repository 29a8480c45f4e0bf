import { useEffect } from 'react';
import { data, redirect, useRevalidator } from 'react-router';
import {
  ADMIN_AREA_ROLES,
  INVESTMENT_MESSAGES,
  SESSION_HINT_COOKIE,
  SITE_NAME,
  type BankTransferDetails,
  type CycleUpdate,
  type InvestmentDetail,
  type InvestorFarm,
  type Role,
  type UserView,
} from '@app/contract';
import type { Route } from './+types/investment';
import { AccountShell } from '../../features/auth/AccountShell';
import { withReturnPath } from '../../features/auth/session';
import { InvestmentPage, type InvestmentPageData } from '../../features/investments/InvestmentPage';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Loader } from '../../ui/Loader';
import { ProfileLoadError } from '../../features/auth/ProfileLoadError';
import { requireInvestor } from './guard';

type Envelope<T> = { data?: T; message?: string };
type Loaded =
  | { state: 'ready'; user: UserView; page: InvestmentPageData }
  /** The access cookie ran out: the browser refreshes the session (the server never rotates it for a page) and loads again. */
  | { state: 'refresh' };
/** Thrown (404, or 503 when the read failed) and shown by the error boundary inside the shell. */
type Missing = { state: 'missing'; user: UserView; message: string };

const hasSessionHint = (request: Request) => (request.headers.get('cookie') ?? '').split(/;\s*/).some((part) => part.startsWith(`${SESSION_HINT_COOKIE}=`));

/**
 * /portfolio/investments/{id}, rendered on the server: the investment, the farm report with its charts
 * and tables, and the cycle's updates are in the HTML, so the page reads in full without JavaScript.
 * The same guard as the other portfolio pages: signed in, verified, not staff.
 */
export async function loader({ context, params, request }: Route.LoaderArgs): Promise<Loaded> {
  const url = new URL(request.url);
  const returnPath = url.pathname + url.search;
  const me = await context.api<{ user?: UserView }>('/auth/me');
  if (me.status === 401 || !me.body.user) {
    if (hasSessionHint(request)) return { state: 'refresh' };
    throw redirect(withReturnPath('/login', returnPath));
  }
  const user = me.body.user;
  if (!user.isVerified) throw redirect(withReturnPath(`/verify-email?email=${encodeURIComponent(user.email)}`, returnPath));
  if ((ADMIN_AREA_ROLES as readonly Role[]).includes(user.userRole)) throw redirect('/admin-panel');
  const id = encodeURIComponent(params.id);
  const one = await context.api<Envelope<InvestmentDetail> & { bankTransfer?: BankTransferDetails }>(`/investor/investments/${id}`);
  if (one.status !== 200 || !one.body.data) {
    const status = one.status === 404 || one.status === 400 ? 404 : 503;
    throw data({ state: 'missing', user, message: one.body.message || INVESTMENT_MESSAGES.notFound } satisfies Missing, { status });
  }
  const investment = one.body.data;
  // A cancelled request never ran: the farm and its updates are not its own.
  const ranOnFarm = Boolean(investment.cycleId) && investment.status !== 'cancelled';
  const [farm, updates] = ranOnFarm
    ? await Promise.all([
        context.api<Envelope<InvestorFarm>>(`/investor/investments/${id}/farm`),
        context.api<Envelope<{ cycle: never; updates: CycleUpdate[] }>>(`/investor/cycles/${encodeURIComponent(investment.cycleId!)}`),
      ])
    : [null, null];
  return {
    state: 'ready',
    user,
    page: {
      investment,
      bankTransfer: one.body.bankTransfer ?? null,
      farm: farm?.status === 200 ? (farm.body.data ?? null) : null,
      cycle: updates?.status === 200 ? (updates.body.data ?? null) : null,
    },
  };
}

/** Client navigations and revalidations: the server's answer, after mending an expired session in the browser. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  if (loaded.state !== 'refresh') return loaded;
  await requireInvestor(request);
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.state === 'ready' ? loaderData.page.investment.plan.title : 'Investment'} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** Rendered when the server could not use the access cookie: the browser refreshes it, then loads the page again. */
function Refreshing() {
  const revalidator = useRevalidator();
  useEffect(() => {
    void revalidator.revalidate();
    // Once, on arrival: the revalidation runs the client loader, which mends the session or goes to sign in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Loader label="Loading the investment..." />;
}

export default function InvestmentRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'refresh') return <Refreshing />;
  return (
    <AccountShell user={loaderData.user}>
      <InvestmentPage initial={loaderData.page} />
    </AccountShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = (error as { data?: Missing } | undefined)?.data;
  if (missing?.state === 'missing') {
    return (
      <AccountShell user={missing.user}>
        <ErrorNotice>{missing.message}</ErrorNotice>
      </AccountShell>
    );
  }
  return (
    <main className="px-4 py-16">
      <ProfileLoadError />
    </main>
  );
}
