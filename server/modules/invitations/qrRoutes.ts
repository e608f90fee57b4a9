import { Type } from '@sinclair/typebox';
import type { DomainRoutes } from '../../domains';
import { fileIdOf } from '../../providers/storage/fileStore';
import { scopeOf } from '../../plugins/tenancy';
import { LINK_ACCESS } from './linkRoutes';
import { qrPng, qrSvg, type QrLogo } from './qrCode';

const tags = ['invitations'];
const Params = Type.Object({
  id: Type.String({ format: 'uuid' }),
  format: Type.Union([Type.Literal('svg'), Type.Literal('png')]),
});

/** An invitation link's QR code to download and print, as SVG (with the logo) or PNG. */
export const qrRoutes: DomainRoutes = (app, { invitations, company }, done) => {
  async function logoOf(path: string | null): Promise<QrLogo | null> {
    const id = fileIdOf(path);
    const file = id ? await company.file(id) : null;
    return file ? { contentType: file.contentType, bytes: file.bytes } : null;
  }

  app.get(
    '/invitation-links/:id/qr.:format',
    {
      config: { access: LINK_ACCESS },
      schema: {
        tags,
        summary: "An invitation link's QR code, as SVG or PNG",
        description:
          "The code holds the link with `?via=qr`, so the funnel counts scans. The SVG carries the organisation's logo in its middle, the PNG too when the logo is a PNG.",
        params: Params,
        produces: ['image/svg+xml', 'image/png'],
      },
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const target = await invitations.links.qrTarget(scopeOf(request), id);
      const logo = await logoOf(target.logo);
      const body = format === 'svg' ? await qrSvg(target.url, logo) : await qrPng(target.url, logo);
      return reply
        .header('content-type', format === 'svg' ? 'image/svg+xml' : 'image/png')
        .header('content-disposition', `attachment; filename="invitation-${id}.${format}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
  done();
};
