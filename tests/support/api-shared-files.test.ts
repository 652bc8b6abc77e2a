import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SHARED_FILES } from './api-shared-files.ts';

// What a file run in a shared worker must not do (decision 132): a mock, spy or fake clock that would
// outlive it into the next file, process state (env, signals, the jobs' threads and scheduler), or a
// measure of the process's heap or event loop, which earlier files' leftovers skew.
const LEAKS =
  /vi\.(mock|doMock|hoisted|spyOn|useFakeTimers|stubEnv|stubGlobal)\b|process\.(on|once|kill|exit|chdir)\(|process\.env\.\w+\s*=(?!=)|startScheduler|stopModelWorker|runningModelJob|memoryUsage|monitorEventLoopDelay|eventLoopUtilization/;

describe('the API files run in shared workers', () => {
  it('exist, once each', () => {
    expect(API_SHARED_FILES.filter((f) => !existsSync(f))).toEqual([]);
    expect(new Set(API_SHARED_FILES).size).toBe(API_SHARED_FILES.length);
  });

  it('leave no mock, fake clock, environment or job thread behind for the next file', () => {
    const leaking = API_SHARED_FILES.filter((f) => LEAKS.test(readFileSync(f, 'utf8')));
    expect(leaking).toEqual([]);
  });

  it('the rule finds what it names', () => {
    expect(LEAKS.test("vi.mock('./x.ts')")).toBe(true);
    expect(LEAKS.test("vi.useFakeTimers({ toFake: ['Date'] })")).toBe(true);
    expect(LEAKS.test("process.env.NOW = '2025'")).toBe(true);
    expect(LEAKS.test('process.env.NOW === undefined')).toBe(false);
    expect(LEAKS.test('process.memoryUsage().heapUsed')).toBe(true);
    expect(LEAKS.test('vi.fn()')).toBe(false);
  });
});
