import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PUBLIC } from './routeAccess';

/** OpenAPI from the route schemas: the document at /docs/json, a browsable page at /docs. */
export const openApi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Tidings API',
          description:
            'The API behind the Tidings admin console. Errors answer `{ code, message }`. ' +
            'Programs call it with an API key (`Authorization: Bearer tid_live_…`): `x-api-key` ' +
            'on each operation says whether a key may call it, and the key must carry the ' +
            "route's access key (`x-access`).",
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'tid_live_…',
              description: "An organisation's API key, made on the console's API keys screen.",
            },
          },
        },
        security: [{ bearer: [] }],
      },
    });
    await app.register(async (docs) => {
      // The documentation is public. These routes come before plugins/access.ts, which requires
      // every later route to declare its access itself.
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: PUBLIC };
      });
      await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    });
  },
  { name: 'openapi' },
);
