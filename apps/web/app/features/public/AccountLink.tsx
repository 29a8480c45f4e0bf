import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInHint } from '../../lib/session-hint';

/**
 * Beside the seven spec links: "Sign in" and "Open an account" for visitors (`openClassName` styles
 * the second), "My portfolio" once signed in.
 */
export function AccountLink({ className, openClassName, onClick }: { className: string; openClassName: string; onClick?: () => void }) {
  const signedIn = useSignedInHint();
  return (
    <>
      <Link to={signedIn ? '/portfolio' : '/login'} className={className} onClick={onClick}>
        <UserRound className="h-4 w-4" aria-hidden="true" />
        {signedIn ? 'My portfolio' : 'Sign in'}
      </Link>
      {!signedIn && (
        <Link to="/register" className={openClassName} onClick={onClick}>
          Open an account
        </Link>
      )}
    </>
  );
}
