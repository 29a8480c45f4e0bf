/**
 * The slowest ten test files and tests, printed at the end of a Vitest run, so a newcomer sees where
 * the suite's time goes without a profiler (issue 52). Durations are Vitest's own measurements.
 */
import type { Reporter, TestModule } from 'vitest/node';

const TOP = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module) => ({ name: module.relativeModuleId, ms: module.diagnostic().duration }));
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({ name: `${module.relativeModuleId} › ${test.fullName}`, ms: test.diagnostic()?.duration ?? 0 })),
    );
    const print = (title: string, rows: { name: string; ms: number }[]) => {
      console.log(`\n${title}`);
      for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, TOP)) console.log(`  ${seconds(row.ms).padStart(8)}  ${row.name}`);
    };
    print(`Slowest ${TOP} test files`, files);
    print(`Slowest ${TOP} tests`, tests);
  }
}
