import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/tools/chromium.ts';

export type PageAudit = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Total blocking time: main-thread time past 50 ms in each task between first paint and interactive. */
  tbtMs: number;
  /** The long tasks Lighthouse saw (after its CPU slowdown), longest first: what ran (a script or the page itself) and for how long. */
  longTasks: { url: string; ms: number }[];
  totalBytes: number;
  scriptBytes: number;
  stylesheetBytes: number;
  fontBytes: number;
  /** Titles of the audits that cost points, for the report. */
  failing: string[];
  /** Lighthouse's measure of this machine's speed (higher is faster): a desktop is about 1,000 to 2,500. */
  benchmarkIndex: number;
};

async function runLighthouse(url: string, port: number, cpuSlowdown: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Lighthouse's own mobile throttling (slow 4G, simulated), with the CPU slowdown asked for.
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse 12 with its defaults: mobile form factor, simulated slow-4G and 4x CPU throttling
 * (`cpuSlowdown` sets another), storage cleared before each page. Bytes are what went over the wire
 * (transfer sizes).
 */
export async function auditPages(
  base: string,
  paths: string[],
  { reportDir, cpuSlowdown = 4 }: { reportDir?: string; cpuSlowdown?: number } = {},
): Promise<PageAudit[]> {
  // A missing folder would end the whole bench at its first report, minutes in.
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const audits: PageAudit[] = [];
    for (const path of paths) {
      // A trace that Chromium failed to record (NO_NAVSTART, NO_FCP) is the tool's hiccup, not the page's: one more try.
      let result = await runLighthouse(base + path, chrome.port, cpuSlowdown);
      if (result.lhr.runtimeError) result = await runLighthouse(base + path, chrome.port, cpuSlowdown);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
      const { categories, audits: lhAudits } = result.lhr;
      if (reportDir)
        fs.writeFileSync(`${reportDir}/${path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-')}-${cpuSlowdown}x.json`, result.report as string);
      const summary = (lhAudits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      const bytesOf = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
      const failing = Object.values(categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhAudits[ref.id]!))
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      audits.push({
        path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        lcpMs: lhAudits['largest-contentful-paint']?.numericValue ?? 0,
        tbtMs: lhAudits['total-blocking-time']?.numericValue ?? 0,
        longTasks: ((lhAudits['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? [])
          .map((task) => ({ url: task.url.startsWith(base) ? task.url.slice(base.length) : task.url, ms: Math.round(task.duration) }))
          .sort((a, b) => b.ms - a.ms),
        totalBytes: bytesOf('total'),
        scriptBytes: bytesOf('script'),
        stylesheetBytes: bytesOf('stylesheet'),
        fontBytes: bytesOf('font'),
        failing: [...new Set(failing)],
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      });
    }
    return audits;
  } finally {
    chrome.kill();
  }
}
