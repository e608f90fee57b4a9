import { Type } from '@sinclair/typebox';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { PUBLIC } from '../../plugins/routeAccess';

/** Only styles inside the document; no script, no outside resource, not even its own origin's. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The stored branding images, public (a login page shows its logo before anyone signs in). A
 * stored file never changes under its id, so browsers and CDNs keep it a year.
 */
export const fileRoutes: DomainRoutes = (app, { company }, done) => {
  app.get(
    '/files/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['company'],
        summary: 'A stored image (a logo or favicon), with the type it was stored as',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/x-icon', 'image/svg+xml'],
      },
    },
    async (request, reply) => {
      const file = await company.file(request.params.id);
      if (!file) throw notFound('File');
      if (file.contentType === 'image/svg+xml')
        void reply.header('content-security-policy', SVG_POLICY);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${file.sha256}"`)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.bytes);
    },
  );
  done();
};
