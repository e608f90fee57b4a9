import type { InjectOptions } from 'fastify';
import { bearer, type TestApp } from '../../../tests/api/harness';
import { PNG_LOGO } from '../company/testKit';
import { multipartBody, type FormFile } from '../messages/testKit';

export const ACME = 'admin@acme.test';
export const GLOBEX = 'admin@globex.test';
export const CHANNEL = 'channel@acme.test';
export const SUPER = 'super@tidings.test';

export const ICON: FormFile = { ...PNG_LOGO, field: 'image', name: 'icon.png' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Signed-in calls as the demo admins, their tokens kept for the file's tests. */
export function caller(t: () => TestApp) {
  const tokens = new Map<string, string>();
  return async function call(
    email: string,
    method: Method,
    url: string,
    options: {
      payload?: InjectOptions['payload'];
      company?: string;
      form?: object;
      icon?: FormFile;
    } = {},
  ) {
    const token = tokens.get(email) ?? (await t().tokenFor(email));
    tokens.set(email, token);
    const body = options.form
      ? multipartBody({ data: JSON.stringify(options.form) }, options.icon)
      : null;
    return t().app.inject({
      method,
      url,
      payload: body ? body.payload : options.payload,
      headers: {
        ...bearer(token),
        ...(options.company ? { companyid: options.company } : {}),
        ...(body ? body.headers : {}),
      },
    });
  };
}

export const dataOf = <T>(response: { json: <R>() => R }) => response.json<{ data: T }>().data;
