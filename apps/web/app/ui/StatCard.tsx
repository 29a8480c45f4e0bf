import type { LucideIcon } from 'lucide-react';

/** A number with its label, for dashboards and list headers. */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'forest',
}: {
  label: string;
  value: number | string;
  icon?: LucideIcon;
  tone?: 'forest' | 'wheat' | 'earth' | 'sky';
}) {
  const tones = {
    forest: 'bg-forest-100 text-forest-700',
    wheat: 'bg-wheat-200 text-earth-700',
    earth: 'bg-orange-100 text-earth-600',
    sky: 'bg-sky-100 text-sky-800',
  };
  return (
    <div className="card flex items-center gap-4 p-4">
      {Icon && (
        <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg ${tones[tone]}`} aria-hidden="true">
          <Icon className="h-5 w-5" />
        </span>
      )}
      <div>
        <p className="text-2xl font-semibold text-ink">{value}</p>
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{label}</p>
      </div>
    </div>
  );
}
