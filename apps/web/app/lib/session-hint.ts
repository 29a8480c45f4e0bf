import { useEffect, useState } from 'react';
import { SESSION_HINT_COOKIE } from '@app/contract';

/** Whether this browser holds a sign-in (the server's readable, secret-free SESSION_HINT_COOKIE). */
export function hasSessionHint() {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((part) => part.startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** The hint after hydration: cached pages render signed out, then switch without a request. */
export function useSignedInHint() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasSessionHint()), []);
  return signedIn;
}
