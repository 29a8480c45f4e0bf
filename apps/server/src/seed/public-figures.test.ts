import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SALES_PACK_FIGURES, formatDate, metricContext, type InvestmentPlan, type Metric, type TrackRecord } from '@app/contract';
import { call } from '../testing/http.ts';
import { useTestApp } from '../testing/app.ts';

/**
 * The public pages must not contradict each other (issue 16): the sales pack's page images, the
 * figures the contract keeps for them, and the seeded plans, metrics and track record say the same.
 */

const SALES_PACK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/sales-pack');
const F = SALES_PACK_FIGURES;
const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

const t = useTestApp({ seed: true, roles: [], timeout: 120_000 });

const get = async <T>(url: string) => (await call(t.app, { method: 'GET', url })).body.data as T;

describe('public figures', () => {
  it('the sales pack pages state the figures the contract keeps', () => {
    const text = fs
      .readdirSync(SALES_PACK_DIR)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => fs.readFileSync(path.join(SALES_PACK_DIR, name), 'utf8').replace(/<[^>]+>/g, ' '))
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(`${F.broiler.duration} weeks per cycle From ${pounds(F.broiler.fromPounds)}`);
    expect(text).toContain(`${F.cattleFattening.duration} months per cycle From ${pounds(F.cattleFattening.fromPounds)}`);
    // A return in an image cannot follow the closed cycles: the page shows it as text from the track record.
    expect(text).not.toMatch(/\d+(\.\d+)?\s*%/);
    expect(text).toContain('Capital is at risk');
    expect(text).toContain(`${F.activeClusters} + ${F.clustersInDevelopment} clusters active + in development`);
    expect(text).toContain(`${F.partnerFarmers}+ partner farmers`);
    expect(text).toContain(`${F.operatingDivisions} operating divisions`);
    expect(text).toContain(`${F.targetClusters} farming clusters`);
    // Every figure is marked: achieved with the day it was counted, or a target.
    const achieved = `ACHIEVED ${formatDate(F.countedOn).toUpperCase()}`;
    expect(text).toContain(`${achieved} ${F.operatingDivisions} operating divisions`);
    expect(text).toContain(`${achieved} ${F.activeClusters} + ${F.clustersInDevelopment} clusters`);
    expect(text).toContain(`${achieved} ${F.partnerFarmers}+ partner farmers`);
    expect(text).toContain(`TARGET ${F.wheelchairEntrepreneurs.target} wheelchair-bound entrepreneurs ${F.wheelchairEntrepreneurs.onboarded} onboarded so far`);
  });

  it('the seeded broiler and cattle-fattening plans run and cost what the sales pack says', async () => {
    const plans = await get<InvestmentPlan[]>('/investment/plans');
    const broiler = plans.filter((plan) => /broiler/i.test(plan.product));
    const cattle = plans.filter((plan) => /cattle/i.test(plan.product) && /fattening/i.test(plan.product));
    expect(broiler.length).toBeGreaterThan(0);
    expect(cattle.length).toBeGreaterThan(0);
    for (const [group, figures] of [
      [broiler, F.broiler],
      [cattle, F.cattleFattening],
    ] as const) {
      for (const plan of group) expect([plan.title, plan.duration, plan.durationUnit]).toEqual([plan.title, figures.duration, figures.durationUnit]);
      expect(Math.min(...group.map((plan) => plan.investmentAmount))).toBe(figures.fromPounds);
    }
    // No plan description speaks of another cycle length ("35-day", "5-week").
    for (const plan of broiler) expect(plan.description).not.toMatch(/\b(\d+)-(day|week) (broiler )?cycle/i);
  });

  it('the metrics agree with the sales pack, and each is shown with the context that reconciles it', async () => {
    const metrics = await get<Metric[]>('/metrics/metrics');
    const count = (key: string) => metrics.find((metric) => metric.key === key)!.count;
    for (const key of ['activeClusters', 'farmers', 'operatingDivisions'])
      expect(metrics.find((metric) => metric.key === key)).toMatchObject({ status: 'achieved', achievedOn: F.countedOn });
    expect(count('activeClusters')).toBe(F.activeClusters);
    expect(count('farmers')).toBe(F.partnerFarmers);
    expect(count('operatingDivisions')).toBe(F.operatingDivisions);
    // 45 clusters are the planned ones: at least the active and those in development, at most the target.
    expect(count('clusters')).toBeGreaterThanOrEqual(F.activeClusters + F.clustersInDevelopment);
    expect(count('clusters')).toBeLessThanOrEqual(F.targetClusters);
    expect(count('partnerFarmers')).toBeGreaterThanOrEqual(count('farmers'));
    const context = (key: string) =>
      metricContext(
        metrics.find((metric) => metric.key === key)!,
        metrics,
      );
    expect(metrics.find((metric) => metric.key === 'clusters')!.title).toBe('Planned Clusters');
    expect(context('clusters')).toBe(`${F.activeClusters} active today`);
    expect(context('activeClusters')).toBe(`of ${count('clusters')} planned`);
    expect(context('farmers')).toBe(`${count('partnerFarmers')}+ in our wider network`);
    expect(context('partnerFarmers')).toBe(`${F.partnerFarmers}+ of them partner farmers`);
  });

  it('the track record holds broiler cycles of the length the sales pack quotes', async () => {
    const { cycles } = await get<TrackRecord>('/track-record');
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    const broilers = cycles.filter((cycle) => /broiler/i.test(cycle.planTitle));
    expect(broilers.length).toBeGreaterThan(0);
    for (const cycle of broilers) expect([cycle.name, days(cycle.startDate, cycle.closedOn)]).toEqual([cycle.name, F.broiler.duration * 7]);
  });
});
