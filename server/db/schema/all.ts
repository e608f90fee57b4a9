// The schema object Drizzle needs for typed queries: every domain's tables in one record.
import * as acknowledgements from './acknowledgements';
import * as admins from './admins';
import * as apiKeys from './apiKeys';
import * as appDevices from './appDevices';
import * as appBuilds from './appBuilds';
import * as appSettings from './appSettings';
import * as auditLog from './auditLog';
import * as auth from './auth';
import * as billing from './billing';
import * as channelCatalogues from './channelCatalogues';
import * as channelSettings from './channelSettings';
import * as channelUserCounts from './channelUserCounts';
import * as channels from './channels';
import * as channelUsageCounters from './channelUsageCounters';
import * as chat from './chat';
import * as companies from './companies';
import * as creditLedger from './creditLedger';
import * as invitations from './invitations';
import * as dashboardUserCounts from './dashboardUserCounts';
import * as engagementRollups from './engagementRollups';
import * as messageReceiptCounts from './messageReceiptCounts';
import * as messageTemplates from './messageTemplates';
import * as messages from './messages';
import * as meta from './meta';
import * as mobileUserCounts from './mobileUserCounts';
import * as mobileUserReachCounts from './mobileUserReachCounts';
import * as mobileUserSearch from './mobileUserSearch';
import * as mobileUsers from './mobileUsers';
import * as optOuts from './optOuts';
import * as outbox from './outbox';
import * as packages from './packages';
import * as roles from './roles';
import * as segments from './segments';
import * as sso from './sso';
import * as abTests from './abTests';
import * as publicRateHits from './publicRateHits';
import * as recipientSendCounts from './recipientSendCounts';
import * as signup from './signup';
import * as smsInbound from './smsInbound';
import * as storedFiles from './storedFiles';
import * as unionLinks from './unionLinks';
import * as uploads from './uploads';
import * as userGroupChannelCounts from './userGroupChannelCounts';
import * as userGroupCounts from './userGroupCounts';
import * as userGroups from './userGroups';
import * as webhooks from './webhooks';

export const schema = {
  ...acknowledgements,
  ...admins,
  ...apiKeys,
  ...appDevices,
  ...appBuilds,
  ...appSettings,
  ...auditLog,
  ...auth,
  ...billing,
  ...channelCatalogues,
  ...channelSettings,
  ...channelUserCounts,
  ...channels,
  ...channelUsageCounters,
  ...chat,
  ...companies,
  ...creditLedger,
  ...invitations,
  ...dashboardUserCounts,
  ...engagementRollups,
  ...messageReceiptCounts,
  ...messageTemplates,
  ...messages,
  ...meta,
  ...mobileUserCounts,
  ...mobileUserReachCounts,
  ...mobileUserSearch,
  ...mobileUsers,
  ...optOuts,
  ...outbox,
  ...packages,
  ...roles,
  ...segments,
  ...sso,
  ...abTests,
  ...publicRateHits,
  ...recipientSendCounts,
  ...signup,
  ...smsInbound,
  ...storedFiles,
  ...unionLinks,
  ...uploads,
  ...userGroupChannelCounts,
  ...userGroupCounts,
  ...userGroups,
  ...webhooks,
};
