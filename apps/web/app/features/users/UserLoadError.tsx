import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** 'Error Loading User' with the reason and Back to Users (accounts.md §2). */
export function UserLoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="card mx-auto max-w-lg p-8 text-center">
      <h1 className="font-display text-2xl font-semibold text-forest-900">Error Loading User</h1>
      <p className="mt-2 text-sm text-muted">{message}</p>
      <Link to="/admin/users" className="btn btn-primary mt-6">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Users
      </Link>
    </div>
  );
}
