import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTemplate, MessageTemplateSummary } from '../../../contract/messageTemplates';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { callerFor } from '../unionLinks/testKit';

let t: TestApp;
let call: ReturnType<typeof callerFor>;
beforeAll(async () => {
  t = await createTestApp();
  call = callerFor(t);
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const CHANNEL_B = 'channel5@acme.test';
const SUPER = 'super@tidings.test';

type Json = { json: <T>() => T };
const listOf = (response: Json) =>
  response.json<{
    data: { templates: MessageTemplateSummary[]; total: number; defaultLanguage: string | null };
  }>().data;
const itemOf = (response: Json) => response.json<{ data: MessageTemplate }>().data;
const namesOf = (response: Json) => listOf(response).templates.map((item) => item.name);
const detailsOf = (response: Json) =>
  response.json<{ code: string; details?: { field: string; message: string }[] }>();

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  title: 'Title',
  push_message: 'Push for {{ firstname | default: "member" }}',
  message: '<p>Body</p>',
  variants: [],
  ...extra,
});

async function create(email: string, name: string, extra: Record<string, unknown> = {}) {
  const response = await call(email, 'POST', '/message-templates', { payload: body(name, extra) });
  expect(response.statusCode, response.body).toBe(201);
  return itemOf(response);
}

describe('GET /message-templates', () => {
  it("lists the organisation's templates, newest change first, with their languages", async () => {
    const response = await call(ACME, 'GET', '/message-templates');
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['Shift change', 'Ballot reminder', 'Meeting invitation']);
    const ballot = listOf(response).templates.find((item) => item.name === 'Ballot reminder');
    expect(ballot).toMatchObject({ language: 'en', languages: ['es'], cpId: null });
    expect(listOf(response).total).toBe(3);
    expect(listOf(response).defaultLanguage).toBe('en');
  });

  it('searches by name, sorts by name and pages', async () => {
    expect(namesOf(await call(ACME, 'GET', '/message-templates?search=BALLOT'))).toEqual([
      'Ballot reminder',
    ]);
    expect(namesOf(await call(ACME, 'GET', '/message-templates?search=%25'))).toEqual([]);
    expect(namesOf(await call(ACME, 'GET', '/message-templates?sort=name&order=asc'))).toEqual([
      'Ballot reminder',
      'Meeting invitation',
      'Shift change',
    ]);
    const second = await call(ACME, 'GET', '/message-templates?sort=name&limit=2&page=2');
    expect(namesOf(second)).toEqual(['Shift change']);
    expect(listOf(second).total).toBe(3);
  });
});

describe('writing a template', () => {
  it('saves one with a variant, cleans its HTML and reads it back whole', async () => {
    const created = await create(ACME, 'Strike notice', {
      message: '<p>Stay out</p><script>alert(1)</script>',
      variants: [
        {
          language: 'es',
          title: 'Huelga',
          push_message: 'Hola {{ firstname }}',
          message: '<p>Hola</p>',
        },
      ],
    });
    expect(created.message).toBe('<p>Stay out</p>');
    expect(created.createdBy).toBeTruthy();
    const read = itemOf(await call(ACME, 'GET', `/message-templates/${created._id}`));
    expect(read.variants).toEqual([
      {
        language: 'es',
        title: 'Huelga',
        push_message: 'Hola {{ firstname }}',
        message: '<p>Hola</p>',
      },
    ]);
    expect(read.languages).toEqual(['es']);
  });

  it('replaces the variants on update', async () => {
    const created = await create(ACME, 'Pay rise', {
      variants: [{ language: 'es', title: 'a', push_message: 'b', message: '' }],
    });
    const response = await call(ACME, 'PUT', `/message-templates/${created._id}`, {
      payload: body('Pay rise 2026', {
        variants: [{ language: 'fr', title: 'Hausse', push_message: 'Salut', message: '' }],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(itemOf(response).name).toBe('Pay rise 2026');
    expect(itemOf(response).variants.map((variant) => variant.language)).toEqual(['fr']);
  });

  it.each([
    ['a blank name', body('   '), 'name', /name/i],
    ['a name taken in the same place', body('shift CHANGE'), 'name', /already the name/],
    [
      'an unknown language',
      body('Klingon', {
        variants: [{ language: 'tlh', title: '', push_message: '', message: '' }],
      }),
      'variants.0.language',
      /not a language/,
    ],
    [
      'a variant in the default language',
      body('English twice', {
        variants: [{ language: 'en', title: '', push_message: '', message: '' }],
      }),
      'variants.0.language',
      /default language/,
    ],
    [
      'a language twice',
      body('Spanish twice', {
        variants: [
          { language: 'es', title: '', push_message: '', message: '' },
          { language: 'es', title: '', push_message: '', message: '' },
        ],
      }),
      'variants.1.language',
      /twice/,
    ],
    [
      'a merge field members do not have',
      body('Typo', { push_message: 'Hi {{ frstname }}' }),
      'push_message',
      /frstname/,
    ],
    [
      "a variant's wrong merge field",
      body('Variant typo', {
        variants: [{ language: 'es', title: 'Hola {{ nombre }}', push_message: '', message: '' }],
      }),
      'variants.0.title',
      /nombre/,
    ],
  ])('refuses %s with 400 naming the field', async (_what, payload, field, message) => {
    const response = await call(ACME, 'POST', '/message-templates', { payload });
    expect(response.statusCode, response.body).toBe(400);
    const answer = detailsOf(response);
    expect(answer.code).toBe('validation_error');
    expect(answer.details?.[0]?.field).toBe(field);
    expect(answer.details?.[0]?.message).toMatch(message);
  });

  it('refuses renaming onto another template', async () => {
    const created = await create(ACME, 'Renamed later');
    const response = await call(ACME, 'PUT', `/message-templates/${created._id}`, {
      payload: body('Ballot Reminder'),
    });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response).details?.[0]?.field).toBe('name');
  });
});

describe('delete and restore', () => {
  it('hides a deleted template and brings it back on restore', async () => {
    const created = await create(ACME, 'Short lived');
    const deleted = await call(ACME, 'DELETE', `/message-templates/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(namesOf(await call(ACME, 'GET', '/message-templates?search=Short'))).toEqual([]);
    expect((await call(ACME, 'GET', `/message-templates/${created._id}`)).statusCode).toBe(404);
    expect((await call(ACME, 'DELETE', `/message-templates/${created._id}`)).statusCode).toBe(404);
    // The name is free while it is deleted.
    const again = await create(ACME, 'Short lived');
    const blocked = await call(ACME, 'POST', `/message-templates/${created._id}/restore`);
    expect(blocked.statusCode).toBe(400);
    await call(ACME, 'DELETE', `/message-templates/${again._id}`);
    const restored = await call(ACME, 'POST', `/message-templates/${created._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(itemOf(restored).name).toBe('Short lived');
    expect((await call(ACME, 'POST', `/message-templates/${created._id}/restore`)).statusCode).toBe(
      404,
    );
  });
});

describe('tenancy', () => {
  it("answers 404 on every route for another organisation's template", async () => {
    const acmes = await create(ACME, 'Only for acme');
    const url = `/message-templates/${acmes._id}`;
    expect((await call(GLOBEX, 'GET', url)).statusCode).toBe(404);
    expect((await call(GLOBEX, 'PUT', url, { payload: body('Taken over') })).statusCode).toBe(404);
    expect((await call(GLOBEX, 'DELETE', url)).statusCode).toBe(404);
    await call(ACME, 'DELETE', url);
    expect((await call(GLOBEX, 'POST', `${url}/restore`)).statusCode).toBe(404);
    await call(ACME, 'POST', `${url}/restore`);
    expect(namesOf(await call(GLOBEX, 'GET', '/message-templates'))).not.toContain('Only for acme');
    // Still acme's, unchanged.
    expect(itemOf(await call(ACME, 'GET', url)).name).toBe('Only for acme');
  });

  it("keeps a channel's templates to that channel", async () => {
    const own = await create(CHANNEL, 'Channel notice');
    expect(own.cpId).toBeTruthy();
    expect(namesOf(await call(CHANNEL, 'GET', '/message-templates'))).toEqual(['Channel notice']);
    for (const email of [CHANNEL_B, ACME]) {
      expect((await call(email, 'GET', `/message-templates/${own._id}`)).statusCode).toBe(404);
      expect(namesOf(await call(email, 'GET', '/message-templates'))).not.toContain(
        'Channel notice',
      );
    }
    const orgTemplate = listOf(await call(ACME, 'GET', '/message-templates')).templates[0];
    expect((await call(CHANNEL, 'GET', `/message-templates/${orgTemplate?._id}`)).statusCode).toBe(
      404,
    );
    // The same name may live in the organisation and in a channel.
    await create(CHANNEL, 'Shift change');
  });

  it("offers a channel admin the organisation's templates to send from, to read only", async () => {
    const own = await create(CHANNEL, 'Channel picket notice');
    await create(CHANNEL_B, 'Other channel notice');
    const usable = await call(CHANNEL, 'GET', '/message-templates?usable=true&sort=name&limit=100');
    expect(usable.statusCode).toBe(200);
    const places = new Map(listOf(usable).templates.map((item) => [item.name, item.cpId]));
    expect(places.get('Channel picket notice')).toBe(own.cpId);
    expect(places.get('Ballot reminder')).toBeNull();
    expect(places.has('Other channel notice')).toBe(false);
    // Another organisation's templates stay out of the list and the read.
    const globexOwn = await create(GLOBEX, 'Globex usable');
    expect(
      namesOf(await call(CHANNEL, 'GET', '/message-templates?usable=true&limit=100')),
    ).not.toContain('Globex usable');
    const url = `/message-templates/${globexOwn._id}?usable=true`;
    expect((await call(CHANNEL, 'GET', url)).statusCode).toBe(404);
    // Gone again, so globex keeps no templates for the tests after this one.
    expect((await call(GLOBEX, 'DELETE', `/message-templates/${globexOwn._id}`)).statusCode).toBe(
      200,
    );

    // The organisation's template is read whole to send from; it is not the channel's to change.
    const ballot = listOf(usable).templates.find((item) => item.name === 'Ballot reminder');
    const read = await call(CHANNEL, 'GET', `/message-templates/${ballot?._id}?usable=true`);
    expect(read.statusCode).toBe(200);
    expect(itemOf(read).variants.map((variant) => variant.language)).toEqual(['es']);
    expect((await call(CHANNEL, 'GET', `/message-templates/${ballot?._id}`)).statusCode).toBe(404);
    const write = await call(CHANNEL, 'PUT', `/message-templates/${ballot?._id}`, {
      payload: body('Ballot reminder'),
    });
    expect(write.statusCode).toBe(404);
    expect((await call(CHANNEL, 'DELETE', `/message-templates/${ballot?._id}`)).statusCode).toBe(
      404,
    );
    // For an organisation admin, usable ones are the ones it keeps: no channel's.
    const company = await call(ACME, 'GET', '/message-templates?usable=true&limit=100');
    expect(namesOf(company)).not.toContain('Channel picket notice');
    expect((await call(ACME, 'GET', `/message-templates/${own._id}?usable=true`)).statusCode).toBe(
      404,
    );
    const bad = await call(CHANNEL, 'GET', '/message-templates?usable=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('gives a platform admin the organisation chosen, and refuses a save with none', async () => {
    const chosen = await call(SUPER, 'GET', '/message-templates?search=Ballot', {
      company: 'acme',
    });
    expect(namesOf(chosen)).toEqual(['Ballot reminder']);
    expect(namesOf(await call(SUPER, 'GET', '/message-templates', { company: 'globex' }))).toEqual(
      [],
    );
    const none = await call(SUPER, 'POST', '/message-templates', { payload: body('Nowhere') });
    expect(none.statusCode).toBe(400);
    const made = await call(SUPER, 'POST', '/message-templates', {
      payload: body('From the platform'),
      company: 'globex',
    });
    expect(made.statusCode).toBe(201);
  });
});
