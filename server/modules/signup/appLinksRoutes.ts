import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '../../../contract/common';
import { AppLinksResponse } from '../../../contract/signup';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { PUBLIC } from '../../plugins/routeAccess';
import { limitsFor } from './rateLimit';

/** The app's links as a page, for a browser without the app. */
export const appLinksRoutes: DomainRoutes = (app, { signup }, done) => {
  app.get(
    '/public/app-links/:companyID',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['signup'],
        summary: "A company's app links as the app shows them (no sign-in)",
        description:
          "The company's featured links, its channels' screen banners with their union links, and the union links in no banner (the company's and the platform's). An unknown or inactive company answers 404. Rate-limited per address (429 too_many_attempts).",
        params: Type.Object({ companyID: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: AppLinksResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await signup.rateLimit.take(limitsFor(request.ip));
      const links = await signup.appLinks.forCompany(request.params.companyID);
      if (!links) throw notFound('Organization');
      return { success: true as const, data: links };
    },
  );
  done();
};
