import { setupServer } from 'msw/node';
import { adminsHandlers } from './adminsHandlers';
import { authHandlers } from './authHandlers';
import { channelCataloguesHandlers } from './channelCataloguesHandlers';
import { chatHandlers } from './chatHandlers';
import { unionLinksHandlers } from './unionLinksHandlers';
import { uploadsHandlers } from './uploadsHandlers';
import { companyHandlers } from './companyHandlers';
import { messageBoardHandlers } from './messageBoardHandlers';
import { campaignHandlers } from './campaignHandlers';
import { messagesHandlers } from './messagesHandlers';
import { messageReviewHandlers } from './messageReviewHandlers';
import { messagePreviewHandlers } from './messagePreviewHandlers';
import { messageTestHandlers } from './messageTestHandlers';
import { recipientHandlers } from './recipientHandlers';
import { sequenceHandlers } from './sequenceHandlers';
import { mobileUsersHandlers } from './mobileUsersHandlers';
import { devicesHandlers } from './devicesHandlers';
import { unionSyncHandlers } from './unionSyncHandlers';
import { userGroupsHandlers } from './userGroupsHandlers';
// Billing.
import { billingHandlers } from './billingHandlers';
// --- The audit log ---
import { auditLogHandlers } from './auditLogHandlers';
// Replica builds, auxiliary builds and provisioning.
import { appBuildsHandlers } from './appBuildsHandlers';
// The mobile app's settings and their published configuration.
import { appSettingsHandlers } from './appSettingsHandlers';
// The invitation funnel.
import { invitationFunnelHandlers } from './invitationFunnelHandlers';
// The development mailbox.
import { mailboxHandlers } from './mailboxHandlers';
// Saved message templates.
import { messageTemplatesHandlers } from './messageTemplatesHandlers';
// Saved segments as pickers read them.
import { segmentChoicesHandlers } from './segmentChoicesHandlers';
// The profile's authenticator app and the company's two-factor policy.
import { twoFactorHandlers } from './twoFactorHandlers';
// The profile's passkeys.
import { passkeyHandlers } from './passkeyHandlers';
import { ssoHandlers } from './ssoHandlers';

export const server = setupServer(
  ...authHandlers,
  ...companyHandlers,
  ...mobileUsersHandlers,
  // App users' devices.
  ...devicesHandlers,
  ...unionSyncHandlers,
  ...userGroupsHandlers,
  ...chatHandlers,
  // Before the history's: the campaign and sequence paths are more particular.
  ...campaignHandlers,
  ...sequenceHandlers,
  // Review before sending: /messages/reviews before the history's /messages/{cpId}.
  ...messageReviewHandlers,
  ...messagesHandlers,
  // Compose's preview of a draft.
  ...messagePreviewHandlers,
  // Compose's test send.
  ...messageTestHandlers,
  ...recipientHandlers,
  // The acknowledgement board and its follow-up.
  ...messageBoardHandlers,
  // Admins and roles.
  ...adminsHandlers,
  // --- The audit log ---
  ...auditLogHandlers,
  // Channel catalogues and member-benefit packages.
  ...channelCataloguesHandlers,
  // Union links and screen banners.
  ...unionLinksHandlers,
  // Uploaded audio, video and documents.
  ...uploadsHandlers,
  // Replica builds, auxiliary builds and provisioning.
  ...appBuildsHandlers,
  // Price plans, products and subscriptions.
  ...billingHandlers,
  // The mobile app's settings and their published configuration.
  ...appSettingsHandlers,
  // The invitation funnel.
  ...invitationFunnelHandlers,
  // The development mailbox.
  ...mailboxHandlers,
  // Saved message templates.
  ...messageTemplatesHandlers,
  // Saved segments as the users filter and the audience pickers read them (last: the Segments
  // pages' own handlers, where registered, answer first).
  ...segmentChoicesHandlers,
  // The profile's authenticator app and the company's two-factor policy.
  ...twoFactorHandlers(),
  // The profile's passkeys.
  ...passkeyHandlers(),
  ...ssoHandlers(),
);
