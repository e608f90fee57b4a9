import { MessagePreviewBody, MessagePreviewResponse } from '../../../contract/messagePreview';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

/** Compose's preview of a draft: not in SPEC.md, which has no preview (docs/decisions.md). */
export const previewRoutes: DomainRoutes = (app, { messages: { preview } }, done) => {
  app.post(
    '/messages/preview',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'messages' },
        audit: { read: 'previews a message not yet sent' },
      },
      schema: {
        tags: ['messages'],
        summary: 'A draft as three members of its audience would get it',
        description:
          'Merge-field problems by field (the send would refuse them with 400 validation_error), up to three members of the audience with the draft rendered for each, the custom fields the organisation has, and the size of the longest SMS the draft can become.',
        body: MessagePreviewBody,
        response: { 200: MessagePreviewResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await preview(scopeOf(request), request.body),
    }),
  );
  done();
};
