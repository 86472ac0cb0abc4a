import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const TOP = 12;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Prints, after the browser run, its slowest spec files and tests (issue 50: where the suite's time goes). */
export default class SlowestTestsReporter implements Reporter {
  private readonly tests: { file: string; title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/e2e\//, '');
    this.tests.push({ file, title: test.title, ms: result.duration });
  }

  onEnd(result: FullResult) {
    if (this.tests.length === 0) return;
    const byFile = new Map<string, number>();
    for (const test of this.tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
    const files = [...byFile].sort((a, b) => b[1] - a[1]);
    const tests = [...this.tests].sort((a, b) => b.ms - a.ms);
    const lines = [
      `\n── Where the time went: ${this.tests.length} tests in ${seconds(result.duration)} (workers run side by side) ──`,
      ...files.slice(0, TOP).map(([file, ms]) => `  ${seconds(ms).padStart(8)}  ${file}`),
      `  slowest tests:`,
      ...tests.slice(0, TOP).map((test) => `  ${seconds(test.ms).padStart(8)}  ${test.file} › ${test.title}`),
    ];
    console.log(lines.join('\n'));
  }
}
