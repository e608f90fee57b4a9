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
import { messagePreviewHandlers } from './messagePreviewHandlers';
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
  ...messagesHandlers,
  // Compose's preview of a draft.
  ...messagePreviewHandlers,
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
);
