/**
 * `npm run bench:lighthouse -- --base http://127.0.0.1:<port>`: the bench's Lighthouse audits alone,
 * against a server already running (`npm run serve` with the demo content), for development: one
 * run of every public page by default, a fresh Chromium each. Options: `--runs N`, `--cpu N` (CPU
 * slowdown, 4 by default), `--pages /,/contact` (default: the bench's public pages), `--reports DIR`
 * (every run's JSON report, for its long tasks and trace-based audits), and `--against <base>`: a
 * second server (an older build) audited page by page in turns with the first, so a before and an
 * after meet the same load on a shared machine.
 */
import { parseArgs } from 'node:util';
import { auditRuns, longTaskLine, meetsWorstRunGoal, publicPages, summarise, type PageAudit } from './lighthouse.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    against: { type: 'string' },
    runs: { type: 'string', default: '1' },
    cpu: { type: 'string', default: '4' },
    pages: { type: 'string' },
    reports: { type: 'string' },
  },
});
if (!values.base) throw new Error('--base http://127.0.0.1:<port> (a running server with the demo content) is required');
const bases = [values.base, ...(values.against ? [values.against] : [])].map((base) => base.replace(/\/$/, ''));
const runs = Number(values.runs);
const cpuSlowdown = Number(values.cpu);

// Each server's own pages (their plan ids differ), in the same order.
const pagesOf = new Map<string, string[]>();
for (const base of bases) pagesOf.set(base, values.pages ? values.pages.split(',') : await publicPages(base));
const results = new Map<string, PageAudit[][]>(bases.map((base) => [base, pagesOf.get(base)!.map(() => [])]));
for (let run = 0; run < runs; run++)
  for (const [index] of pagesOf.get(bases[0]!)!.entries())
    for (const base of bases) {
      const page = pagesOf.get(base)![index]!;
      const reportDir = values.reports && (bases.length > 1 ? `${values.reports}/${new URL(base).port}` : values.reports);
      const audit = (await auditRuns(base, [page], { runs: 1, cpuSlowdown, reportDir, firstRun: run })).get(page)![0]!;
      results.get(base)![index]!.push(audit);
    }

for (const base of bases) {
  if (bases.length > 1) console.log(`\n${base}:`);
  for (const audits of results.get(base)!) {
    const { worst, median, worstRun, runs: each } = summarise(audits);
    console.log(
      `${meetsWorstRunGoal(worst) ? 'ok' : '!!'} ${audits[0]!.path}: worst performance ${worst.performance}, TBT ${worst.tbtMs.toFixed(0)} ms, LCP ${(worst.lcpMs / 1000).toFixed(2)} s; ` +
        `median ${median.performance}, ${median.tbtMs.toFixed(0)} ms, ${(median.lcpMs / 1000).toFixed(2)} s ` +
        `(runs ${each.performance}; TBT ${each.tbtMs}; LCP ${each.lcpMs}); long tasks of the worst: ${longTaskLine(worstRun)}` +
        (worstRun.failing.length ? `; below 90: ${worstRun.failing.join(', ')}` : ''),
    );
  }
}
