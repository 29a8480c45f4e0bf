import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';
import { useSignedInHint } from '../../lib/session-hint';

/**
 * Beside the seven spec links: "Sign in" and "Open an account" for visitors (`openClassName` styles
 * the second), "My portfolio" once signed in.
 */
export function AccountLink({ className, openClassName, onClick }: { className: string; openClassName: string; onClick?: () => void }) {
  const signedIn = useSignedInHint();
  const language = useLanguage();
  const say = { locale: language };
  return (
    <>
      <Link to={signedIn ? '/portfolio' : '/login'} className={className} onClick={onClick}>
        <UserRound className="h-4 w-4" aria-hidden="true" />
        {signedIn ? m.layout_my_portfolio({}, say) : m.layout_sign_in({}, say)}
      </Link>
      {!signedIn && (
        <Link to="/register" className={openClassName} onClick={onClick}>
          {m.layout_open_account({}, say)}
        </Link>
      )}
    </>
  );
}
