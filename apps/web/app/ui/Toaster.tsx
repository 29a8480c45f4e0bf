import { Toaster as SonnerToaster, toast } from 'sonner';
import { MESSAGE_AUTO_CLEAR_MS } from '@app/contract';

/** The one toast system. Use `toast.success(message)` / `toast.error(message)` from here. */
export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton duration={MESSAGE_AUTO_CLEAR_MS} toastOptions={{ style: { width: 320 } }} />;
}

export { toast };
