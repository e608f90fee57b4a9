import type { InjectOptions } from 'fastify';
import { bearer, type TestApp } from '../../../tests/api/harness';

export const ACME = 'admin@acme.test';
export const GLOBEX = 'admin@globex.test';
export const SUPER = 'super@tidings.test';
export const CHANNEL = 'channel@acme.test';

/** Calls the API as a demo admin, signing in once per admin. */
export function caller(t: TestApp) {
  const tokens = new Map<string, string>();
  return async (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: InjectOptions['payload']; company?: string } = {},
  ) => {
    const token = tokens.get(email) ?? (await t.tokenFor(email));
    tokens.set(email, token);
    return t.app.inject({
      method,
      url,
      payload: options.payload,
      headers: { ...bearer(token), ...(options.company ? { companyid: options.company } : {}) },
    });
  };
}

export const dataOf = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;

export const productBody = (name: string, amount = 2900) => ({
  product: name,
  description: 'A test product.',
  plan: { nickname: `${name} monthly`, amount, currency: 'USD', interval: 'month' as const },
});

export const customerBody = (productID: string) => ({
  productID,
  contactName: 'Ada Lovelace',
  clientName: 'Analytical Engines',
  email: 'ada@engines.example',
  phone: '+44 20 7946 0000',
});
