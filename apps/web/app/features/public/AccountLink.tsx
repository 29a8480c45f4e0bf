import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInHint } from '../../lib/session-hint';

/** Beside the seven spec links: "Sign in" for visitors, "My portfolio" once signed in. */
export function AccountLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const signedIn = useSignedInHint();
  return (
    <Link to={signedIn ? '/portfolio' : '/login'} className={className} onClick={onClick}>
      <UserRound className="h-4 w-4" aria-hidden="true" />
      {signedIn ? 'My portfolio' : 'Sign in'}
    </Link>
  );
}
