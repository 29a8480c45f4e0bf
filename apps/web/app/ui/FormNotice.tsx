import { AlertCircle, CheckCircle2 } from 'lucide-react';

/** A public form's answer: said once, politely, as a status (success) or an alert (error). */
export type FormNotice = { tone: 'success' | 'error'; text: string } | null;

export function FormNoticeLine({ notice, spaced = false }: { notice: FormNotice; spaced?: boolean }) {
  return (
    <div aria-live="polite">
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`${spaced ? 'mt-3 ' : ''}flex items-center gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
            notice.tone === 'success' ? 'border-forest-200 bg-forest-50 text-forest-800' : 'border-red-200 bg-red-50 text-red-800'
          }`}
        >
          {notice.tone === 'success' ? (
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
          ) : (
            <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          {notice.text}
        </p>
      )}
    </div>
  );
}
