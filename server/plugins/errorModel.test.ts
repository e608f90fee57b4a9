import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, TooManyRequests } from '../lib/errors';
import { errorModel } from './errorModel';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorModel);
  app.get('/boom', handler);
  await app.ready();
  return app;
}

describe('error model', () => {
  it('answers an unexpected failure with a bare 500: no stack, no SQL', async () => {
    const app = await appWith(() => {
      throw new Error(
        'duplicate key value violates unique constraint "admin_users_email_idx" at select * from x',
      );
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_error',
      message: 'Error 002: API Internal Error. Contact the website administrator.',
      requestId: expect.any(String) as string,
    });
    expect(response.body).not.toMatch(/constraint|select|at |stack/i);
  });

  it('answers a statement cut off by its timeout, no free connection or no database with a 503 to retry', async () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const waited = new Error('timeout exceeded when trying to connect');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shutDown = Object.assign(new Error('terminating connection due to administrator'), {
      code: '57P01',
    });
    const cut = new Error('Connection terminated unexpectedly');
    for (const cause of [cancelled, waited, refused, shutDown, cut]) {
      const app = await appWith(() => {
        throw new Error('Failed query: select 1', { cause });
      });
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'error_retrieving_data',
        message: 'Error retrieving data.',
        requestId: expect.any(String) as string,
      });
    }
  });

  it('passes an AppError through with its status and code', async () => {
    const app = await appWith(() => {
      throw new AppError('error_group_name_already_exist', 'Group name already exists.');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'error_group_name_already_exist',
      message: 'Group name already exists.',
      requestId: expect.any(String) as string,
    });
  });

  it('says when to try again on every 429: its own time, else a minute', async () => {
    const timed = await appWith(() => {
      throw new TooManyRequests('too_many_attempts', 'Too many.', 12.2);
    });
    const own = await timed.inject({ method: 'GET', url: '/boom' });
    expect(own.statusCode).toBe(429);
    expect(own.headers['retry-after']).toBe('13');

    const bare = await appWith(() => {
      throw new AppError('too_many_attempts', 'Too many.');
    });
    expect((await bare.inject({ method: 'GET', url: '/boom' })).headers['retry-after']).toBe('60');

    const app = Fastify({ logger: false });
    await app.register(errorModel);
    app.get('/sent', (_request, reply) => reply.status(429).send({ code: 'too_many_attempts' }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/sent' })).headers['retry-after']).toBe('60');
  });
});
