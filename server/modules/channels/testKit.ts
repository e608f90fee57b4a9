import type { InjectOptions } from 'fastify';
import { bearer, type TestApp } from '../../../tests/api/harness';
import { brandingBody, PNG_LOGO } from '../company/testKit';

/** A channel image part for a multipart channel form (a PNG tile). */
export const CHANNEL_PNG = { ...PNG_LOGO, field: 'image', name: 'channel.png' };

/** A channel form as the console sends it: the JSON in "data", the image optional. */
export function channelForm(data: object, withImage = false) {
  return brandingBody(data, withImage ? [CHANNEL_PNG] : []);
}

/** Requests to the channel routes as a demo admin (a fresh sign-in per email, kept). */
export function channelsTestKit(t: TestApp) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = t.tokenFor(email);
      tokens.set(email, token);
    }
    return token;
  };
  return {
    async call(
      email: string,
      method: InjectOptions['method'],
      url: string,
      body?: { payload: Buffer | object; headers?: Record<string, string> },
      company?: string,
    ) {
      const response = await t.app.inject({
        method,
        url,
        ...(body ? { payload: body.payload } : {}),
        headers: {
          ...bearer(await tokenOf(email)),
          ...(body?.headers ?? {}),
          ...(company ? { companyid: company } : {}),
        },
      });
      return {
        status: response.statusCode,
        json: <T>() => response.json<T>(),
        code: () => response.json<{ code?: string }>().code,
      };
    },
  };
}
