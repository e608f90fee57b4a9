import type { Sample } from '../../../tests/api/net/sampleRequest';

/** The body of acme's 'Shift change' template as the demo seeds it, so a PUT changes nothing. */
const SHIFT_CHANGE = {
  name: 'Shift change',
  title: 'Your shift has changed',
  push_message:
    'Hi {{ firstname | default: "member" }}, your shift at {{ custom.Local | default: "your local" }} has changed. Open the app for the new times.',
  message:
    '<p>Hi {{ firstname | default: "member" }},</p><p>Your shift has changed. The new rota is below; speak to your steward if it does not work for you.</p>',
  variants: [],
};

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /message-templates': () => ({ url: '/message-templates?search=shift&sort=name' }),
  'GET /message-templates/{id}': (ids) => ({
    url: `/message-templates/${ids.messageTemplate}`,
    owner: 'acme',
  }),
  'POST /message-templates': (_ids, actor) => ({
    url: '/message-templates',
    payload: {
      name: `Net ${actor}`,
      title: 'From the access matrix',
      push_message: 'Hello {{ firstname }}\nsee you',
      message: '<p>Hello</p>',
      variants: [{ language: 'es', title: 'Hola', push_message: 'Hola', message: '<p>Hola</p>' }],
    },
  }),
  'PUT /message-templates/{id}': (ids) => ({
    url: `/message-templates/${ids.messageTemplate}`,
    payload: SHIFT_CHANGE,
    owner: 'acme',
  }),
  'DELETE /message-templates/{id}': (ids) => ({
    url: `/message-templates/${ids.messageTemplate}`,
    owner: 'acme',
  }),
  'POST /message-templates/{id}/restore': (ids) => ({
    url: `/message-templates/${ids.messageTemplate}/restore`,
    owner: 'acme',
  }),
};
