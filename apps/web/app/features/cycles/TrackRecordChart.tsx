import { returnPercent, type TrackRecordCycle } from '@app/contract';
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const monthLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * Projected against actual return per unit, as a percent of the unit amount, oldest cycle first.
 * Loaded only in the browser on /track-record (the table beside it carries the same numbers).
 */
export default function TrackRecordChart({ cycles }: { cycles: TrackRecordCycle[] }) {
  const data = [...cycles]
    .sort((a, b) => a.closedOn.localeCompare(b.closedOn))
    .map((c) => ({
      label: `${c.planTitle.split(' ')[0]} ${monthLabel(c.closedOn)}`,
      name: c.name,
      projected: returnPercent(c.projectedProfitPerUnitPence, c.amountPerUnitPence),
      actual: returnPercent(c.profitPerUnitPence, c.amountPerUnitPence),
    }));
  return (
    <ResponsiveContainer width="100%" height={340}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} barGap={2}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e4e0d3" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#4b5143' }} interval={0} angle={-30} textAnchor="end" height={64} />
        <YAxis unit="%" tick={{ fontSize: 12, fill: '#4b5143' }} width={48} />
        <ReferenceLine y={0} stroke="#4b5143" />
        <Tooltip
          formatter={(value, key) => [`${value}%`, key === 'projected' ? 'Projected' : 'Actual']}
          labelFormatter={(_, payload) => (payload?.[0]?.payload as { name?: string } | undefined)?.name ?? ''}
        />
        <Legend formatter={(key) => (key === 'projected' ? 'Projected return' : 'Actual return')} />
        <Bar dataKey="projected" fill="#c9b27c" radius={[3, 3, 0, 0]} />
        <Bar dataKey="actual" fill="#2f5d3a" radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
