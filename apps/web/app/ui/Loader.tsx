/**
 * A spinner with a visible label: loading texts are part of the spec ("Loading FAQs..."). A block of
 * its own, or `inline` where it stands in for a control (a switch in a card's corner).
 */
export function Loader({ label = 'Loading...', className = '', inline = false }: { label?: string; className?: string; inline?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 ${inline ? 'py-1' : 'py-10'} text-muted ${className}`}>
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-forest-200 border-t-forest-600" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** What a signed-in shell shows on a first load while its guard checks the session. */
export function ShellLoader() {
  return <Loader label="Loading..." className="min-h-screen" />;
}
