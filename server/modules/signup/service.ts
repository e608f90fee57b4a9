import type { Database } from '../../db/client';
import type { DomainDeps } from '../../domains';
import { createAppLinksRepository } from './appLinksRepository';
import { createInviteService } from './inviteService';
import { createSignupRateLimit } from './rateLimit';
import { createSendingEmailService } from './sendingEmailService';
import { createSmsSendService } from './smsSendService';

/** SMS sign-up, its deep link, the company's sending email and the app's links page. */
export function createSignupService(db: Database, deps: DomainDeps) {
  return {
    sms: createSmsSendService(db, deps.config),
    invites: createInviteService(db),
    sendingEmail: createSendingEmailService(db, deps),
    appLinks: createAppLinksRepository(db),
    rateLimit: createSignupRateLimit(db),
  };
}
