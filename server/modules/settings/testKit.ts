import type { InjectOptions } from 'fastify';
import { bearer, type TestApp } from '../../../tests/api/harness';

export const ACME = 'admin@acme.test';
export const GLOBEX = 'admin@globex.test';
export const CHANNEL = 'channel@acme.test';
export const CHANNEL5 = 'channel5@acme.test';
export const SUPER = 'super@tidings.test';

/** Calls the API as the admin with that email, signing in once per test file. */
export function caller(t: TestApp) {
  const tokens = new Map<string, string>();
  return async (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: InjectOptions['payload'],
    headers: Record<string, string> = {},
  ) => {
    const token = tokens.get(email) ?? (await t.tokenFor(email));
    tokens.set(email, token);
    return t.app.inject({ method, url, payload, headers: { ...bearer(token), ...headers } });
  };
}
