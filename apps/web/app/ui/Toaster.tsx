import { useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { MESSAGE_AUTO_CLEAR_MS } from '@app/contract';

/** The toast library's own phone layout (full-width toasts) starts at this width. */
const PHONE = '(max-width: 600px)';
const onPhoneChange = (notify: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};

/**
 * The one toast system. Use `toast.success(message)` / `toast.error(message)` from here.
 * Wide screens: top right, below the sticky headers, beside the page title. Phones: full width, so at
 * the top a toast would sit on the page title; there they rise from the bottom instead.
 * Colours darkened in app.css for contrast. Mounted in the browser only (root.tsx), so matchMedia is there.
 */
export function Toaster() {
  const phone = useSyncExternalStore(
    onPhoneChange,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return (
    <SonnerToaster
      position={phone ? 'bottom-center' : 'top-right'}
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      richColors
      closeButton
      duration={MESSAGE_AUTO_CLEAR_MS}
      toastOptions={{ style: { width: 320 } }}
    />
  );
}

export { toast };
