import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { isNoModelReport, ModelReportResponse } from '../../shared/api/model-report.ts';

describe('the public record before the first report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2025-11-19T12:00:00Z' });
  });
  afterAll(() => t.close());

  it('answers 200 with the empty shape and its reason, not a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/model/report' });
    expect(res.statusCode).toBe(200);
    const answer = ModelReportResponse.parse(res.json());
    expect(isNoModelReport(answer)).toBe(true);
    expect(answer).toEqual({
      status: 'empty',
      reason: 'The model job computes the public record once games with results are loaded.',
    });
    // Short-lived, so a browser picks up the first record soon after the model job writes it.
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
