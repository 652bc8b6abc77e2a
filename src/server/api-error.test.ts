// The one error shape (decision 104): every refusal a route makes, and every error the handler
// answers, is `{error: <reason phrase of the status>, message}`, extra fields beside the two.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiError, HttpError, sendError } from './api-error.ts';
import { registerErrorHandler } from './plugins/errors.ts';

describe('apiError', () => {
  it('names the status by its reason phrase', () => {
    expect(apiError(404, 'No game 2025_01_X_Y in the schedule.')).toEqual({
      error: 'Not Found',
      message: 'No game 2025_01_X_Y in the schedule.',
    });
    expect(apiError(422, 'too late').error).toBe('Unprocessable Entity');
    expect(apiError(429, 'slow down').error).toBe('Too Many Requests');
  });

  it('keeps a machine code beside the two fields', () => {
    expect(apiError(409, 'This challenge is full.', { code: 'full' })).toEqual({
      error: 'Conflict',
      message: 'This challenge is full.',
      code: 'full',
    });
  });
});

describe('sendError and HttpError, through the app', () => {
  it('answer the same shape, whether returned or thrown', async () => {
    const app = Fastify();
    registerErrorHandler(app, { up: true });
    app.get('/sent', (_request, reply) => sendError(reply, 409, 'This bet is settled.', { code: 'settled' }));
    app.get('/thrown', () => {
      throw new HttpError(422, 'Over your weekly stake limit.');
    });
    const sent = await app.inject({ method: 'GET', url: '/sent' });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toEqual({ error: 'Conflict', message: 'This bet is settled.', code: 'settled' });
    const thrown = await app.inject({ method: 'GET', url: '/thrown' });
    expect(thrown.statusCode).toBe(422);
    expect(thrown.json()).toEqual({
      error: 'Unprocessable Entity',
      message: 'Over your weekly stake limit.',
    });
    await app.close();
  });
});
