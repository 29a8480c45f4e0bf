import type { ReactNode } from 'react';

/** A careers detail that could not load: the reason, announced, and below it the way back (`children`). */
export function DetailLoadFailure({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="card p-6">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      {children}
    </div>
  );
}
