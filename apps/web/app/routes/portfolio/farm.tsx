import { data, Link, redirect } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SITE_NAME, type InvestorFarm } from '@app/contract';
import type { Route } from './+types/farm';
import { FarmReport } from '../../features/field/FarmReport';
import { Logo } from '../../features/public/Logo';
import { withReturnPath } from '../../features/auth/session';

const FAILED = 'Failed to load the farm’s records';

/**
 * /portfolio/investments/{id}/farm: the farm an investment runs on, rendered on the server with its
 * charts as SVG and their tables, so it reads in full with no JavaScript (the account shell around
 * the other portfolio pages renders in the browser). Outside that shell: its own small header.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { status, body } = await context.api<{ data?: InvestorFarm; message?: string }>(`/investor/investments/${encodeURIComponent(params.id)}/farm`);
  if (status === 401) throw redirect(withReturnPath('/login', new URL(request.url).pathname));
  if (status === 200 && body.data) return { farm: body.data, error: null };
  return data({ farm: null, error: body.message || FAILED }, { status: status === 404 || status === 403 ? 404 : 503 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.farm ? `${loaderData.farm.cycle.name}: on the farm` : 'On the farm'} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function FarmPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-wheat-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label={`${SITE_NAME} home`}>
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:px-6">
        <Link to={`/portfolio/investments/${params.id}`} className="inline-flex items-center gap-2 text-sm font-medium text-forest-800 underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the investment
        </Link>
        <h1 className="font-display text-2xl font-semibold text-forest-900">
          {loaderData.farm ? `${loaderData.farm.cycle.name}: on the farm` : 'On the farm'}
        </h1>
        {loaderData.farm ? (
          <FarmReport farm={loaderData.farm} />
        ) : (
          <p role="alert" className="text-red-800">
            {loaderData.error}
          </p>
        )}
      </main>
    </div>
  );
}
