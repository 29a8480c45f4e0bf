import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { pathInLanguage } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';

/** Status message inside the public shell (Page Not Found, Unauthorized Access): Go Back and Back to Home. */
export function StatusContent({ title, text, code, icon }: { title: string; text: string; code?: string; icon?: ReactNode }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const say = { locale: language };
  const home = pathInLanguage('/', language);
  return (
    <div className="relative isolate flex min-h-[65vh] items-center justify-center overflow-hidden px-6 py-24">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(221,179,92,0.18),transparent_60%)]" />
      <div className="max-w-lg text-center">
        {code && (
          <p className="font-display text-8xl font-semibold leading-none text-forest-200" aria-hidden="true">
            {code}
          </p>
        )}
        {icon && <div className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-wheat-100 text-earth-600">{icon}</div>}
        <h1 className="mt-6 font-display text-4xl font-semibold text-forest-900">{title}</h1>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-outline px-5 py-2.5" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(home))}>
            {m.public_status_go_back({}, say)}
          </button>
          <Link to={home} className="btn btn-primary px-5 py-2.5">
            {m.public_status_back_home({}, say)}
          </Link>
        </div>
      </div>
    </div>
  );
}
