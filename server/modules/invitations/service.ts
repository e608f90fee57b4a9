import type { Database } from '../../db/client';
import type { DomainDeps } from '../../domains';
import { createFunnelService } from './funnelService';
import { createLinkService } from './linkService';
import { createRegistrationService } from './registrationService';

/** Channel invitation links: the admins' side and the invitee's (docs/decisions.md). */
export function createInvitationService(
  db: Database,
  deps: Pick<DomainDeps, 'config' | 'email' | 'secretBox'>,
) {
  const consoleUrl = deps.config.consoleUrl;
  return {
    links: createLinkService(db, { consoleUrl, secretBox: deps.secretBox }),
    funnel: createFunnelService(db),
    registration: createRegistrationService(db, { consoleUrl, email: deps.email }),
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
