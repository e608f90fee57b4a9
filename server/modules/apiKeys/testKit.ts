import type { CreatedApiKey } from '../../../contract/apiKeys';
import { bearer, type TestApp } from '../../../tests/api/harness';
import { caller, dataOf } from '../appBuilds/testKit';

export { ACME, CHANNEL, GLOBEX, SUPER } from '../appBuilds/testKit';
export { caller, dataOf };

/** Makes a key as the admin behind `email` (a platform admin in `company`, when given). */
export async function createKey(
  t: TestApp,
  email: string,
  body: object,
  company?: string,
): Promise<CreatedApiKey> {
  const call = caller(() => t);
  const response = await call(email, 'POST', '/api-keys', {
    payload: body,
    ...(company ? { company } : {}),
  });
  if (response.statusCode !== 201) {
    throw new Error(`making a key failed: ${response.statusCode} ${response.body}`);
  }
  return dataOf<CreatedApiKey>(response);
}

/** Calls the API with a key's secret. */
export function keyCall(
  t: TestApp,
  secret: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; company?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(secret), ...(options.company ? { companyid: options.company } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}
