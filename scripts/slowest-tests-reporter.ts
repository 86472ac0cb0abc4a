import type { Reporter, TestModule } from 'vitest/node';

const TOP = 12;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints, after the run, where its time went (issue 50): the slowest test files (import + tests and hooks) and the
 * slowest tests, so a change that makes the suite slower is seen in the CI log next to the figures it changed.
 */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length === 0) return;
    const files = testModules
      .map((module) => {
        const { duration, collectDuration } = module.diagnostic();
        return { name: module.relativeModuleId, ms: duration + collectDuration };
      })
      .sort((a, b) => b.ms - a.ms);
    const tests = testModules
      .flatMap((module) =>
        [...module.children.allTests()].map((test) => ({
          name: `${module.relativeModuleId} › ${test.fullName}`,
          ms: test.diagnostic()?.duration ?? 0,
        })),
      )
      .sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, file) => sum + file.ms, 0);
    const lines = [
      `\n── Where the time went: ${files.length} files, ${seconds(total)} of file time (workers run side by side) ──`,
      ...files.slice(0, TOP).map((file) => `  ${seconds(file.ms).padStart(8)}  ${file.name}`),
      `  slowest tests:`,
      ...tests.slice(0, TOP).map((test) => `  ${seconds(test.ms).padStart(8)}  ${test.name}`),
    ];
    console.log(lines.join('\n'));
  }
}
