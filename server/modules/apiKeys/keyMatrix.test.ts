import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { internalsIn } from '../../../tests/api/net/answerChecks';
import { apiRoutes, byMethodOrder, type ApiRoute } from '../../../tests/api/net/apiRoutes';
import { badRequests } from '../../../tests/api/net/badRequests';
import { harvest, markIn, type Fixture } from '../../../tests/api/net/fixture';
import { sampleFor } from '../../../tests/api/net/routeSamples';
import { keysMayCall } from '../../plugins/routeAccess';
import { KEY_ACTORS, KEY_ACTOR_TRAITS, keyOutcome, keySecrets, type KeyActor } from './keyActors';

/**
 * API keys as actors of the access matrix and the bad-input net, over a sample of the routes
 * (every fourth, and every route that refuses keys) so the nets' run time does not double.
 */
const EVERY = 4;
const BAD_PER_ROUTE = 4;

let t: TestApp;
let fixture: Fixture;
let sampled: ApiRoute[];
let secrets: Record<KeyActor, string>;

beforeAll(async () => {
  // No key limit here: the nets send many calls with one key.
  t = await createTestApp({ env: { API_KEY_CALLS_PER_MINUTE: '0' } });
  fixture = await harvest(t);
  const routes = (await apiRoutes(t)).sort(byMethodOrder);
  sampled = routes.filter(
    (route, index) => index % EVERY === 0 || (!route.access.public && !keysMayCall(route.access)),
  );
  secrets = await keySecrets(t, fixture.sample);
}, 120_000);
afterAll(() => t.close());

const headersOf = (actor: KeyActor) => bearer(secrets[actor]);

describe('API keys in the access matrix', () => {
  it('answers each key as the declaration says, and leaks no other tenant or channel', async () => {
    const failures: string[] = [];
    let refusedForPeopleOnly = 0;
    for (const route of sampled) {
      for (const actor of KEY_ACTORS) {
        const sample = sampleFor(route.key, fixture.sample, KEY_ACTOR_TRAITS[actor].sampleAs);
        // A key never ends a session; the calls that would are refused to keys.
        const response = await t.app.inject({
          method: route.method,
          url: sample.url,
          headers: { ...headersOf(actor), ...sample.headers },
          ...(sample.payload ? { payload: sample.payload } : {}),
        });
        const status = response.statusCode;
        const expected = keyOutcome(route.access, actor, sample.payload);
        const where = `${route.key} as ${actor}`;
        if (status >= 500) failures.push(`${where}: answered ${status}`);
        else if (expected === 403 && status !== 403)
          failures.push(`${where}: answered ${status} where the declaration refuses`);
        else if (expected === 'admitted' && (status === 401 || status === 403))
          failures.push(`${where}: answered ${status} where the declaration admits`);
        if (!route.access.public && !keysMayCall(route.access) && status === 403)
          refusedForPeopleOnly += 1;
        if (route.access.public || status >= 300) continue;
        const other =
          actor === 'globexKey'
            ? { owners: ['acme', 'channelA'], marks: fixture.acme }
            : actor === 'channelBKey'
              ? { owners: ['channelA'], marks: fixture.channelOnlyA }
              : null;
        if (!other) continue;
        if (sample.owner && other.owners.includes(sample.owner))
          failures.push(`${where}: answered ${status} to a request for another's data`);
        const mark = markIn(response.body, other.marks);
        if (mark) failures.push(`${where}: answered another's data (${mark})`);
      }
    }
    process.stdout.write(
      `key matrix: ${sampled.length} routes × ${KEY_ACTORS.length} keys, ${refusedForPeopleOnly} refused as for people only\n`,
    );
    expect(failures).toEqual([]);
    expect(refusedForPeopleOnly).toBeGreaterThanOrEqual(5 * KEY_ACTORS.length);
  }, 300_000);

  it('never answers broken requests from a key with 5xx or the inside', async () => {
    const failures: string[] = [];
    for (const [index, route] of sampled.entries()) {
      if (keyOutcome(route.access, 'globexKey', undefined) !== 'admitted') continue;
      const sample = sampleFor(route.key, fixture.sample, 'globex');
      for (const request of badRequests(route, sample, BAD_PER_ROUTE, 20_261_204 + index)) {
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...headersOf('globexKey'), ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const where = `${route.key} (${request.kind})`;
        if (response.statusCode >= 500) failures.push(`${where}: answered ${response.statusCode}`);
        const inside = internalsIn(response.statusCode, response.body);
        if (inside) failures.push(`${where}: ${inside}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
