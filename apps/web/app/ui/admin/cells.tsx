import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { CURRENCY_OF_AMOUNT_UNIT, DEFAULT_AMOUNT_UNIT, formatMoney, formatStaffDate, toMinor, type AmountUnit, type ListCell } from '@app/contract';
import { Badge } from '../../ui/Badge';

type Item = { _id: string } & Record<string, unknown>;

/** "£5,000.00": an amount in its unit's currency, pounds by default. */
const money = (amount: unknown, unit: unknown = DEFAULT_AMOUNT_UNIT) =>
  typeof amount === 'number' ? formatMoney(toMinor(amount), CURRENCY_OF_AMOUNT_UNIT[unit as AmountUnit] ?? 'GBP') : '—';
/** Text cut at `max` characters with an ellipsis. */
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** One declared value of an item as the list shows it; `custom` cells come from the screen's own code. */
export function CellValue({ cell, item, custom }: { cell: ListCell<Item>; item: Item; custom?: (item: Item) => ReactNode }): ReactNode {
  if (cell.kind === 'custom') return custom?.(item) ?? null;
  const value = item[cell.field];
  switch (cell.kind) {
    case 'flag':
      return value ? <Badge tone={cell.onTone}>{cell.on}</Badge> : cell.off ? <Badge tone={cell.offTone ?? 'gray'}>{cell.off}</Badge> : null;
    case 'money':
      return cell.when && !item[cell.when] ? (cell.empty ?? '—') : <span className="tabular-nums">{money(value, item[cell.unit])}</span>;
    case 'quantity':
      return `${String(value)} ${String(item[cell.unit])}${value === 1 ? '' : 's'}`;
    case 'date':
      return value ? formatStaffDate(String(value)) : null;
    case 'link':
      return (
        <a
          href={String(value)}
          target="_blank"
          rel="noreferrer noopener"
          className="break-all text-xs font-medium text-forest-700 hover:underline"
          title={String(value)}
        >
          {cut(String(value), cell.max)} <ExternalLink className="inline h-3 w-3" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      );
    case 'tags':
      return Array.isArray(value) && value.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={cell.label}>
          {value.map((tag) => (
            <li key={String(tag)} className="rounded-full bg-forest-50 px-2 py-0.5 text-[10px] font-semibold text-forest-700">
              {String(tag)}
            </li>
          ))}
        </ul>
      ) : null;
    case 'paragraph':
      return value ? <p className="line-clamp-2 text-sm text-muted">{String(value)}</p> : null;
    default:
      return value == null ? null : String(value);
  }
}

/** The expanded detail of an item: short values side by side, paragraphs below. */
export function ItemDetail({ id, cells, item }: { id: string; cells: readonly ListCell<Item>[]; item: Item }) {
  const short = cells.filter((cell) => cell.kind !== 'paragraph');
  const paragraphs = cells.filter((cell): cell is ListCell<Item> & { field: string } => cell.kind === 'paragraph' && Boolean(item[cell.field]));
  return (
    <div id={id} className="mt-2 border-t border-stone-100 pt-2 text-sm">
      {short.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          {short.map((cell) => (
            <div key={cell.label}>
              <dt className="text-xs text-muted">{cell.label}</dt>
              <dd className="font-semibold tabular-nums text-ink">
                <CellValue cell={cell} item={item} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {paragraphs.map((cell) => (
        <p key={cell.field} className="mt-2 whitespace-pre-line leading-relaxed text-muted">
          {String(item[cell.field])}
        </p>
      ))}
    </div>
  );
}
