import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/api/harness';
import {
  ACTORS,
  actorKeys,
  addActors,
  headersFor,
  type Actor,
  type Headers,
} from '../tests/api/net/actors';
import {
  admission,
  apiRoutes,
  byMethodOrder,
  expectedOutcome,
  type ApiRoute,
} from '../tests/api/net/apiRoutes';
import { harvest, markIn, type Fixture } from '../tests/api/net/fixture';
import { ROUTE_SAMPLES, sampleFor, type SampleRequest } from '../tests/api/net/routeSamples';

/**
 * The routes the messaging-only role may call (docs/decisions.md, "Messaging-only admins"), as
 * the declarations and the role's keys decide. A route joining or leaving the set is a decision
 * to record.
 */
const MESSAGING_ONLY_SET = [
  'DELETE /messages/file/upload/{id}',
  'GET /company',
  'GET /content-provider/{companyId}',
  'GET /messages/{companyId}/message/{id}',
  'GET /messages/{cpId}',
  'GET /settings/menu-color/{cpId}',
  'GET /user/dashboard/{companyID}/{userGroup}',
  'GET /user/groups/',
  'GET /user/groups/{cpId}/0',
  'GET /user/groups/{id}',
  'GET /user/profile',
  'POST /messages/',
  'POST /messages/audience',
  'POST /messages/preview',
  // Compose's test send goes with the sending (docs/decisions.md, "Send a test").
  'POST /messages/test',
  'POST /messages/file',
  'POST /messages/schedule',
  'POST /messages/schedule/file',
  'POST /user/logout',
  'POST /user/mobile-users/download-message-audit',
  'POST /user/mobile-users/new (onlyActiveUsers: true)',
  'PUT /user/profile/',
  // Every admin keeps their own authenticator app (docs/decisions.md, "Two-factor with an
  // authenticator app").
  'GET /user/two-factor',
  'GET /user/passkeys',
  'POST /user/passkeys',
  'POST /user/passkeys/options',
  'POST /user/passkeys/{id}/remove',
  'POST /user/two-factor/authenticator',
  'POST /user/two-factor/authenticator/confirm',
  'POST /user/two-factor/authenticator/remove',
  'POST /user/two-factor/recovery-codes',
  // SPEC.md section 2: the Wave, Video and HTML/PDF screens (docs/decisions.md, "Uploads").
  'DELETE /upload/{id}',
  'GET /upload',
  'GET /upload/{id}',
  'GET /upload/{id}/content',
  'POST /upload',
  'PUT /upload/{id}',
  // The acknowledgement board is a view of Message History, its follow-up a send.
  'GET /messages/{companyId}/message/{id}/board',
  'GET /messages/{companyId}/message/{id}/board/people',
  'POST /messages/{id}/follow-up',
  // A message's delivery as it happens is a view of its page in Message History.
  'GET /message/delivery/{messageId}',
  // Message History's sender filter.
  'GET /messages/senders/{cpId}',
  // A message's A/B test is a view of its page, choosing its winner a send (docs/decisions.md,
  // "A/B tests").
  'GET /messages/{messageId}/ab-test',
  'POST /messages/{messageId}/ab-test/winner',
  // Saved message templates: whoever may send keeps them (docs/decisions.md, "Message templates").
  'DELETE /message-templates/{id}',
  'GET /message-templates',
  'GET /message-templates/{id}',
  'POST /message-templates',
  'POST /message-templates/{id}/restore',
  'PUT /message-templates/{id}',
  // Compose's audience picks a saved segment and counts it (docs/decisions.md, "Saved segments").
  'GET /segments',
  'GET /segments/{id}',
  'GET /segments/{id}/count',
  'POST /segments/count',
];

let t: TestApp;
let fixture: Fixture;
let routes: ApiRoute[];
const sessions = new Map<Actor, Headers>();

beforeAll(async () => {
  t = await createTestApp();
  await addActors(t);
  fixture = await harvest(t);
  routes = (await apiRoutes(t)).sort(byMethodOrder);
  for (const actor of ACTORS) sessions.set(actor, await headersFor(t, actor));
}, 120_000);
afterAll(() => t.close());

/** What is wrong with one answer, or null. */
function problemOf(
  route: ApiRoute,
  actor: Actor,
  sample: SampleRequest,
  response: { statusCode: number; body: string },
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  const expected = expectedOutcome(route.access, actor, sample.payload);
  if (expected !== 'admitted' && status !== expected) {
    return `answered ${status} where the declaration refuses with ${expected}`;
  }
  if (expected === 'admitted' && (status === 401 || status === 403)) {
    return `answered ${status} where the declaration admits`;
  }
  if (route.access.public || status >= 300) return null;
  // Another tenant's admin, or another channel's, must never be served acme's or A's data.
  const other =
    actor === 'globex'
      ? { owners: ['acme', 'channelA'], marks: fixture.acme, whose: 'acme' }
      : actor === 'channelB'
        ? { owners: ['channelA'], marks: fixture.channelOnlyA, whose: 'channel A' }
        : null;
  if (!other) return null;
  if (sample.owner && other.owners.includes(sample.owner)) {
    return `answered ${status} to a request for ${other.whose}'s data`;
  }
  const mark = markIn(response.body, other.marks);
  return mark ? `answered ${other.whose}'s data (${mark})` : null;
}

describe('the access matrix', () => {
  it('admits the messaging-only role to the recorded set', () => {
    const admitted = routes
      .flatMap((route) => {
        if (route.access.public) return [];
        const rule = admission(route.access, 'messagingOnly');
        if (rule === 'refused') return [];
        if (rule === 'admitted') return [route.key];
        const fields = Object.entries(rule).map(([key, value]) => `${key}: ${String(value)}`);
        return [`${route.key} (${fields.join(', ')})`];
      })
      .sort();
    expect(admitted).toEqual([...MESSAGING_ONLY_SET].sort());
  });

  it('refuses a narrower role what a company admin of its kind may call', () => {
    const refusedToNarrow = routes.filter(
      (route) =>
        !route.access.public &&
        admission(route.access, 'acme') === 'admitted' &&
        admission(route.access, 'narrow') === 'refused',
    );
    // The groups' writes, the admin reset link, the organisation's other screens...
    expect(refusedToNarrow.map((route) => route.key)).toEqual(
      expect.arrayContaining(['POST /user/groups/', 'GET /user/reset-password/id/{id}']),
    );
    expect(refusedToNarrow.length).toBeGreaterThanOrEqual(4);
  });

  it("answers the channel list's pickers only to a role without the channels keys", async () => {
    const contact = ['contactName', 'email', 'userCount', 'messagesSentMonth'];
    const checked: string[] = [];
    for (const actor of ACTORS) {
      if (actor === 'anonymous' || actor === 'revoked') continue;
      const response = await t.app.inject({
        method: 'GET',
        url: '/content-provider/acme',
        headers: sessions.get(actor) ?? {},
      });
      if (response.statusCode !== 200) continue;
      const rows = response.json<{ data: Record<string, unknown>[] }>().data;
      expect(rows.length, actor).toBeGreaterThan(0);
      const full = actorKeys(actor).some(
        (key) => key === 'contentProvider' || key === 'contentProviders',
      );
      for (const row of rows) {
        expect(Object.keys(row).filter((key) => contact.includes(key)).length > 0, actor).toBe(
          full,
        );
        expect(typeof row._id === 'string' && typeof row.clientName === 'string', actor).toBe(true);
      }
      // A search cannot find a channel by its contact either.
      const searched = await t.app.inject({
        method: 'GET',
        url: '/content-provider/acme?search=Okafor',
        headers: sessions.get(actor) ?? {},
      });
      expect(searched.json<{ data: unknown[] }>().data.length > 0, actor).toBe(full);
      checked.push(`${actor}: ${full ? 'full' : 'picker'}`);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['narrow: picker', 'messagingOnly: picker', 'acme: full']),
    );
  });

  it('has a sample for every route and no sample for a route that is gone', () => {
    const keys = new Set(routes.map((route) => route.key));
    expect(routes.filter((route) => !ROUTE_SAMPLES[route.key]).map((route) => route.key)).toEqual(
      [],
    );
    expect(Object.keys(ROUTE_SAMPLES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('answers every route for every actor as its declaration says, and leaks nothing', async () => {
    const started = performance.now();
    const failures: string[] = [];
    let calls = 0;
    let freshSessions = 2;
    // The leak check must be able to fire: the marks show in the owners' own answers.
    const ownDataSeen = new Set<string>();
    for (const route of routes) {
      for (const actor of ACTORS) {
        const sample = sampleFor(route.key, fixture.sample, actor);
        const session = sample.endsSession
          ? await headersFor(t, actor, freshSessions++)
          : (sessions.get(actor) ?? {});
        const response = await t.app.inject({
          method: route.method,
          url: sample.url,
          headers: { ...session, ...sample.headers },
          ...(sample.payload ? { payload: sample.payload } : {}),
        });
        calls += 1;
        const problem = problemOf(route, actor, sample, response);
        if (problem) failures.push(`${route.key} as ${actor}: ${problem}`);
        const own =
          actor === 'acme' ? fixture.acme : actor === 'channelA' ? fixture.channelOnlyA : null;
        if (own && response.statusCode < 300 && markIn(response.body, own)) {
          ownDataSeen.add(`${actor} ${route.key}`);
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `access matrix: ${routes.length} routes × ${ACTORS.length} actors = ${calls} calls in ${seconds} s\n`,
    );
    expect(failures).toEqual([]);
    const seen = (actor: Actor) => [...ownDataSeen].filter((cell) => cell.startsWith(`${actor} `));
    expect(seen('acme').length).toBeGreaterThan(10);
    expect(seen('channelA').length).toBeGreaterThan(5);
  }, 300_000);
});
