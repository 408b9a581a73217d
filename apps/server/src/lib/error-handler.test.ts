import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

/** A bare app whose routes throw, with its log lines captured. */
async function appThrowing(error: unknown) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  app.get('/boom', () => {
    throw error;
  });
  await app.ready();
  return { app, logs: () => lines.join('') };
}

describe('error handler', () => {
  it('hides an unexpected error from the client and logs it', async () => {
    const { app, logs } = await appThrowing(new Error('connection string postgres://secret@db leaked'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(logs()).toContain('postgres://secret@db leaked');
  });

  it('hides the message of a 500 AppError, logging its cause', async () => {
    const cause = new Error('disk full');
    const { app, logs } = await appThrowing(new AppError('INTERNAL', 'Storage failed at /var/lib/x', { cause }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(logs()).toContain('disk full');
  });

  it("sends a 503's message, written for the learner, and logs its cause", async () => {
    const cause = new Error('connect ECONNREFUSED 10.0.0.7:443');
    const { app, logs } = await appThrowing(new AppError('SERVICE_UNAVAILABLE', 'The judge is restarting. Please run your code again in a moment.', { cause }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The judge is restarting. Please run your code again in a moment.', code: 'SERVICE_UNAVAILABLE' });
    expect(logs()).toContain('10.0.0.7');
  });

  it('answers 503, not 500, while the database cannot be reached', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    for (const cause of [refused, shutdown, new Error('Connection terminated unexpectedly')]) {
      const { app } = await appThrowing(Object.assign(new Error('Failed query: select 1'), { cause }));
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'The service is briefly unavailable (its database is restarting). Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });

  it('sends a 4xx AppError as it is, with its details', async () => {
    const { app } = await appThrowing(
      new AppError('EMAIL_ALREADY_EXISTS', 'Taken', { details: { conflictType: 'email_already_exists', existingAuthMethod: 'github' } }),
    );
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Taken',
      code: 'EMAIL_ALREADY_EXISTS',
      conflictType: 'email_already_exists',
      existingAuthMethod: 'github',
    });
  });
});
