import { adminRoutes } from '../features/admins/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { appBuildsRoutes } from '../features/appBuilds/routes';
import { appSettingsRoutes } from '../features/appSettings/routes';
import { apiKeyRoutes } from '../features/apiKeys/routes';
import { auditLogRoutes } from '../features/auditLog/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { channelCatalogueRoutes } from '../features/channelCatalogues/routes';
import { channelRoutes } from '../features/channels/routes';
import { chatRoutes } from '../features/chat/routes';
import { companyRoutes } from '../features/company/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { invitationRoutes } from '../features/invitations/routes';
import { unionLinkRoutes } from '../features/unionLinks/routes';
import { mailboxRoutes } from '../features/mailbox/routes';
import { messageRoutes } from '../features/messages/routes';
import { messageTemplateRoutes } from '../features/messageTemplates/routes';
import { segmentRoutes } from '../features/segments/routes';
import { webhookRoutes } from '../features/webhooks/routes';
import { messageReviewRoutes } from '../features/messageReview/routes';
import { mobileUserRoutes } from '../features/mobileUsers/routes';
import { packageRoutes } from '../features/packages/routes';
import { pricingRoutes } from '../features/pricing/routes';
import { profileRoutes } from '../features/profile/routes';
import { recipientRoutes } from '../features/recipient/routes';
import { signupRoutes } from '../features/signup/routes';
import { unsubscribeRoutes } from '../features/unsubscribe/routes';
import { uploadRoutes } from '../features/uploads/routes';
import { userGroupRoutes } from '../features/userGroups/routes';
import { open } from './declareRoute';
import type { RouteEntry } from './routeTypes';

/**
 * Every feature's routes (its routes.ts). The router ranks paths by their segments; this order
 * decides only between paths of equal rank. appRoutes.tsx sorts them by access under the guest,
 * shell and open layouts.
 */
const declared = [
  {
    id: 'home',
    name: 'Home',
    path: '/',
    access: 'open',
    redirectTo: '/dashboard',
  } as const,
  ...authRoutes,
  // Before signup's: where two paths rank the same (/x/verify-sending-email/confirm),
  // routeForUrl takes the first.
  ...invitationRoutes,
  ...signupRoutes,
  ...appBuildsRoutes,
  ...recipientRoutes,
  ...unsubscribeRoutes,
  ...dashboardRoutes,
  ...messageRoutes,
  ...messageTemplateRoutes,
  ...analyticsRoutes,
  ...messageReviewRoutes,
  ...uploadRoutes,
  ...unionLinkRoutes,
  ...mobileUserRoutes,
  ...chatRoutes,
  ...userGroupRoutes,
  ...segmentRoutes,
  ...adminRoutes,
  ...profileRoutes,
  ...channelRoutes,
  ...pricingRoutes,
  ...channelCatalogueRoutes,
  ...companyRoutes,
  ...billingRoutes,
  ...webhookRoutes,
  ...packageRoutes,
  ...apiKeyRoutes,
  ...auditLogRoutes,
  ...mailboxRoutes,
  ...appSettingsRoutes,
  open({
    id: 'notFound',
    name: 'Not Found',
    path: '*',
    page: () => import('../components/ui/NotFoundPage').then((m) => m.NotFoundPage),
  }),
];

/** Every route's id: a typo in a menu item, a parent or an access list fails the typecheck. */
export type RouteId = (typeof declared)[number]['id'];

/** The annotation checks each declared parent against RouteId. */
export const routeTable: readonly RouteEntry[] = declared;
