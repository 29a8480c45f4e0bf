/**
 * The slowest ten browser flows, printed at the end of a Playwright run (issue 52): where the suite's
 * time goes, measured by Playwright itself.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const TOP = 10;

export default class SlowestFlows implements Reporter {
  private readonly flows: { name: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.flows.push({ name: `${test.location.file.split('/tests/').at(-1)} › ${test.title}`, ms: result.duration });
  }

  onEnd() {
    console.log(`\nSlowest ${TOP} browser flows`);
    for (const flow of this.flows.sort((a, b) => b.ms - a.ms).slice(0, TOP)) console.log(`  ${(flow.ms / 1000).toFixed(1).padStart(6)} s  ${flow.name}`);
  }

  printsToStdio() {
    return false;
  }
}
