import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { selectRows } from '../../db/rows';
import { tilePng } from '../../db/seed/brandingImages';
import { bearer, type TestApp } from '../../../tests/api/harness';
import { multipartBody } from '../messages/testKit';

/** A banner form: the JSON in "data" and, optionally, a PNG (or the given bytes) in "image". */
export function bannerForm(data: object, image: Buffer | string | null = tilePng(32, '#0f766e')) {
  return multipartBody(
    { data: JSON.stringify(data) },
    image === null
      ? undefined
      : { field: 'image', name: 'banner.png', type: 'image/png', content: image },
  );
}

/** An API caller for one test app that keeps each admin's token. */
export function callerFor(t: TestApp) {
  const tokens = new Map<string, string>();
  return async function call(
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: {
      payload?: InjectOptions['payload'];
      headers?: Record<string, string>;
      company?: string;
    } = {},
  ) {
    const token = tokens.get(email) ?? (await t.tokenFor(email));
    tokens.set(email, token);
    return t.app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        ...bearer(token),
        ...(options.company ? { companyid: options.company } : {}),
        ...options.headers,
      },
    });
  };
}

/** A channel's banners as the database holds them, in their order. */
export async function bannerPlaces(t: TestApp, channelId: string) {
  return selectRows<{ id: string; name: string; position: number }>(
    t.db,
    sql`select id, name, position from link_types where content_provider_id = ${channelId}
      order by position, id`,
  );
}
