/** 'Error Loading Profile' with a Refresh Page button (accounts.md §2). */
export function ProfileLoadError({ message = 'Error loading profile data. Please try again.' }: { message?: string }) {
  return (
    <div role="alert" className="card mx-auto max-w-lg p-8 text-center">
      <h1 className="font-display text-2xl font-semibold text-forest-900">Error Loading Profile</h1>
      <p className="mt-2 text-sm text-muted">{message}</p>
      <button type="button" className="btn btn-primary mt-6" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </div>
  );
}
