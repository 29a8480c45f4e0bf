import { Toaster as SonnerToaster, toast } from 'sonner';
import { MESSAGE_AUTO_CLEAR_MS } from '@app/contract';

/**
 * The one toast system. Use `toast.success(message)` / `toast.error(message)` from here.
 * Offset below the sticky headers so a toast never covers them; colours darkened in app.css for contrast.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      duration={MESSAGE_AUTO_CLEAR_MS}
      toastOptions={{ style: { width: 320 } }}
    />
  );
}

export { toast };
