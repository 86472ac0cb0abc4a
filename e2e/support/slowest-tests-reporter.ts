import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { CHROMIUM_CPU } from './chromium-cpu';

const TOP = 12;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Ran {
  file: string;
  title: string;
  ms: number;
  /** What the test cost its worker's Chromium in CPU (the `chromiumCpu` fixture), in milliseconds. */
  chromiumMs: number;
}

/** The `TOP` largest by `value`, per file and per test. */
function ranking(tests: Ran[], value: (test: Ran) => number) {
  const byFile = new Map<string, number>();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + value(test));
  return {
    files: [...byFile].sort((a, b) => b[1] - a[1]).slice(0, TOP),
    tests: [...tests].sort((a, b) => value(b) - value(a)).slice(0, TOP),
  };
}

/**
 * Prints, after the browser run, its slowest spec files and tests, and those that cost Chromium the most CPU (issue 50:
 * where the suite's time goes; on two cores the run's time is mostly its CPU, and Chromium is the largest part).
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly tests: Ran[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/e2e\//, '');
    const cpu = result.annotations.find((a) => a.type === CHROMIUM_CPU)?.description;
    this.tests.push({ file, title: test.title, ms: result.duration, chromiumMs: cpu ? Number(cpu) * 1000 : 0 });
  }

  onEnd(result: FullResult) {
    if (this.tests.length === 0) return;
    const slowest = ranking(this.tests, (test) => test.ms);
    const dearest = ranking(this.tests, (test) => test.chromiumMs);
    const chromiumMs = this.tests.reduce((sum, test) => sum + test.chromiumMs, 0);
    const lines = [
      `\n── Where the time went: ${this.tests.length} tests in ${seconds(result.duration)} (workers run side by side) ──`,
      ...slowest.files.map(([file, ms]) => `  ${seconds(ms).padStart(8)}  ${file}`),
      `  slowest tests:`,
      ...slowest.tests.map((test) => `  ${seconds(test.ms).padStart(8)}  ${test.file} › ${test.title}`),
      `\n── Chromium's CPU: ${seconds(chromiumMs)} in all tests ──`,
      ...dearest.files.map(([file, ms]) => `  ${seconds(ms).padStart(8)}  ${file}`),
      `  dearest tests:`,
      ...dearest.tests.map((test) => `  ${seconds(test.chromiumMs).padStart(8)}  ${test.file} › ${test.title}`),
    ];
    console.log(lines.join('\n'));
  }
}
