// A Vitest reporter that writes where each test file's time went, for measuring the suite (decision 116):
// `npx vitest run --reporter=default --reporter=./tests/support/timing-reporter.ts`, then read
// `test-results/timings.json` (or the file named by VITEST_TIMINGS). The JSON reporter's per-file
// figures start at a file's first test and leave out its imports and `beforeAll`; this one keeps the
// whole of each file: when it started and ended on the run's clock, and Vitest's own split of it
// (importing the file, its set-up files, its hooks and tests).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTiming {
  file: string;
  project: string;
  /** Seconds from the run's start to the file's start and end (wall clock of the main process). */
  startS: number;
  endS: number;
  /** Vitest's diagnostic, seconds: importing the file, its set-up files, hooks + tests. */
  collectS: number;
  setupS: number;
  testsS: number;
  tests: number;
  state: string;
}

export default class TimingReporter implements Reporter {
  private readonly runStart = performance.now();
  private readonly started = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  // Queued: when a worker takes the file, before it is imported (onTestModuleStart comes after the import).
  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.id, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = performance.now();
    const start = this.started.get(module.id) ?? end;
    const d = module.diagnostic();
    this.files.push({
      file: path.relative(process.cwd(), module.moduleId),
      project: module.project.name,
      startS: round((start - this.runStart) / 1000),
      endS: round((end - this.runStart) / 1000),
      collectS: round(d.collectDuration / 1000),
      setupS: round(d.setupDuration / 1000),
      testsS: round(d.duration / 1000),
      tests: [...module.children.allTests()].length,
      state: module.state(),
    });
  }

  onTestRunEnd(): void {
    const out = process.env.VITEST_TIMINGS ?? path.resolve('test-results', 'timings.json');
    mkdirSync(path.dirname(out), { recursive: true });
    const wallS = round((performance.now() - this.runStart) / 1000);
    writeFileSync(out, `${JSON.stringify({ wallS, files: this.files }, null, 1)}\n`);
  }
}

const round = (s: number) => Math.round(s * 10) / 10;
