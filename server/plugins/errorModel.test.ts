import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
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
    });
    expect(response.body).not.toMatch(/constraint|select|at |stack/i);
  });

  it('passes an AppError through with its status and code', async () => {
    const app = await appWith(() => {
      throw new AppError(409, 'error_group_name_already_exist', 'Group name already exists.');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'error_group_name_already_exist',
      message: 'Group name already exists.',
    });
  });
});
