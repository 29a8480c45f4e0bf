import { Link, useNavigate } from 'react-router';

/** Full-page status message: Page Not Found, Unauthorized Access, errors. */
export function StatusPage({ title, text, code }: { title: string; text: string; code?: string }) {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-[70vh] items-center justify-center px-6 py-24">
      <div className="max-w-lg text-center">
        {code && <p className="font-display text-7xl font-semibold text-forest-200">{code}</p>}
        <h1 className="mt-4 font-display text-4xl font-semibold text-forest-900">{title}</h1>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
            Go Back
          </button>
          <Link to="/" className="btn btn-primary">
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
