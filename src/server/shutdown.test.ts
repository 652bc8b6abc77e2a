import { describe, expect, it } from 'vitest';
import { STOP_BUDGET_MS } from '../db/embedded.ts';
import { SHUTDOWN_DELAY_MS, SHUTDOWN_STAGES_MS, within } from './shutdown.ts';

describe('the graceful shutdown budget', () => {
  it('stops PostgreSQL (its own escalation included) before the process gives up and exits', () => {
    // embedded-watchdog.test.ts shows stop() keeps to STOP_BUDGET_MS with a server that ignores signals.
    expect(SHUTDOWN_STAGES_MS.database).toBeGreaterThanOrEqual(STOP_BUDGET_MS);
    const stages = SHUTDOWN_STAGES_MS.http + SHUTDOWN_STAGES_MS.jobs + SHUTDOWN_STAGES_MS.database;
    expect(stages + 1_000).toBeLessThanOrEqual(SHUTDOWN_DELAY_MS);
  });

  it('moves on from a stage that overruns its budget', async () => {
    let timedOut = false;
    const began = Date.now();
    await within(new Promise(() => {}), 50, () => {
      timedOut = true;
    });
    expect(timedOut).toBe(true);
    expect(Date.now() - began).toBeLessThan(1_000);
    timedOut = false;
    await within(Promise.resolve(), 50, () => {
      timedOut = true;
    });
    expect(timedOut).toBe(false);
  });
});
