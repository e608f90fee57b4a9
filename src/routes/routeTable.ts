import type { PageRoute, QueryNames, RouteEntry } from './routeTypes';

const placeholder = () => import('./PlaceholderPage').then((m) => m.PlaceholderPage);

type RouteInput = Omit<PageRoute, 'access' | 'page'> & Partial<Pick<PageRoute, 'page'>>;

const guest = (route: RouteInput): PageRoute => ({ page: placeholder, ...route, access: 'guest' });
const open = (route: RouteInput): PageRoute => ({ page: placeholder, ...route, access: 'open' });
const shell = (route: RouteInput): PageRoute => ({
  page: placeholder,
  ...route,
  access: 'private',
});

/** The upload screens are one route each; the type query names the screen. */
export const CONTENT_LIST_NAMES: QueryNames = {
  param: 'type',
  names: { audio: 'Wave Management', video: 'Video Management', document: 'HTML/PDF Files' },
  // SPEC.md names the audio screen twice: Audio (Wave) in the menu opens Wave Management.
  descriptions: { audio: 'Opened from Audio (Wave) in the menu.' },
};

const CONTENT_FORM_NAMES: QueryNames = {
  param: 'type',
  names: {
    audio: 'Upload/Update Wave File',
    video: 'Upload/Update Video File',
    document: 'Upload/Update HTML/PDF File',
  },
};

/** The app settings a channel admin opens from the side menu, in menu order. */
export const APP_SETTING_NAMES: QueryNames = {
  param: 'setting',
  names: {
    'home-screen-layout': 'Home Screen Layout',
    'display-format': 'Display Format',
    'color-selection': 'Color Selection',
    security: 'Security',
    'social-media': 'Social Media',
    'install-shortcuts': 'Install Shortcuts',
    tags: 'Tags',
    permissions: 'Permissions',
  },
};

const publicRoutes: RouteEntry[] = [
  guest({
    name: 'Login',
    path: '/login',
    description: 'Sign in to the console.',
    page: () => import('../features/auth/pages/LoginPage').then((m) => m.LoginPage),
  }),
  guest({
    name: 'CompanyLogin',
    path: '/:companyID',
    description: 'Sign in with the organisation’s branding.',
    page: () => import('../features/auth/pages/CompanyLoginPage').then((m) => m.CompanyLoginPage),
  }),
  guest({
    name: 'SMS Registration',
    path: '/:companyID/register/sms/:token',
    description: 'Finish signing up with the link sent by SMS.',
    page: () => import('../features/signup/signupPages').then((m) => m.SmsSignupPage),
  }),
  open({
    name: 'ChannelInvitationLink',
    path: '/:companyID/:inviteToken',
    description: 'Accept an invitation to administer a channel.',
    page: () =>
      import('../features/invitations/pages/InvitationPage').then((m) => m.InvitationPage),
  }),
  open({
    name: 'ChannelInvitationLinkConfirmation',
    path: '/:companyID/:hashID/confirm',
    description: 'Confirm a channel invitation.',
    page: () =>
      import('../features/invitations/pages/InvitationConfirmPage').then(
        (m) => m.InvitationConfirmPage,
      ),
  }),
  guest({
    name: 'Account Verification',
    path: '/:companyID/verify-sending-email/:messageID',
    description: 'Verify the account from the link in its email.',
    page: () => import('../features/signup/signupPages').then((m) => m.VerifySendingEmailPage),
  }),
  guest({
    name: 'Password Reset',
    path: '/password/reset/:type',
    description: 'Ask for a link to reset the password.',
    page: () => import('../features/auth/pages/PasswordResetPage').then((m) => m.PasswordResetPage),
  }),
  guest({
    name: 'Set New Password',
    path: '/password/reset/:type/:token',
    description: 'Choose a new password from a reset link.',
    page: () =>
      import('../features/auth/pages/PasswordResetTokenPage').then((m) => m.PasswordResetTokenPage),
  }),
  guest({
    name: 'Provisioning',
    path: '/provision/:companyID',
    description: 'Fill in the provisioning form for a new organisation.',
    page: () =>
      import('../features/appBuilds/pages/ProvisionFormPage').then((m) => m.ProvisionFormPage),
  }),
  open({
    name: 'Message',
    path: '/m/:receiptID',
    description: 'A message as its recipient reads it, from the link in an SMS or email.',
    page: () =>
      import('../features/recipient/pages/RecipientMessagePage').then(
        (m) => m.RecipientMessagePage,
      ),
  }),
  open({
    name: 'AppLinks',
    path: '/app-links-preview',
    description: 'Preview the links the mobile app shows.',
    page: () => import('../features/signup/signupPages').then((m) => m.AppLinksPage),
  }),
];

const messageRoutes: RouteEntry[] = [
  shell({
    name: 'Send Message',
    path: '/messages/send-notifications',
    accessKeys: ['messages'],
    description: 'Write a push, SMS or email message and send or schedule it.',
    page: () => import('../features/messages/pages/SendMessagePage').then((m) => m.SendMessagePage),
  }),
  shell({
    name: 'Message History',
    path: '/messages/history',
    accessKeys: ['messages'],
    description: 'Messages sent and scheduled, with their per-recipient receipts.',
    page: () =>
      import('../features/messages/pages/MessageHistoryPage').then((m) => m.MessageHistoryPage),
  }),
  shell({
    // Part of the Message History screen, so messaging-only admins may open it too.
    name: 'Message History',
    path: '/messages/history/:messageID',
    accessKeys: ['messages'],
    description: 'One message, its receipt counts and every recipient’s receipt.',
    page: () =>
      import('../features/messages/pages/MessageDetailPage').then((m) => m.MessageDetailPage),
  }),
  shell({
    name: 'Award Campaigns',
    path: '/messages/award-campaigns',
    accessKeys: ['messages'],
    description: 'Campaigns that reward app users, and their results.',
    page: () => import('../features/messages/pages/CampaignsPage').then((m) => m.CampaignsPage),
  }),
  shell({
    name: 'Create Award Campaign',
    path: '/messages/award-campaigns/create',
    accessKeys: ['messages'],
    parent: 'Award Campaigns',
    description: 'Set up a new award campaign.',
    page: () =>
      import('../features/messages/pages/CampaignFormPage').then((m) => m.CampaignFormPage),
  }),
  shell({
    name: 'Edit Award Campaign',
    path: '/messages/award-campaigns/edit/:campaignID',
    accessKeys: ['messages'],
    parent: 'Award Campaigns',
    description: 'Change an award campaign.',
    page: () =>
      import('../features/messages/pages/CampaignFormPage').then((m) => m.CampaignFormPage),
  }),
  shell({
    name: 'Message Sequence',
    path: '/messages/sequence/list',
    accessKeys: ['messagesSequence'],
    description: 'Series of messages sent one after another to new followers.',
    page: () => import('../features/messages/pages/SequencePage').then((m) => m.SequencePage),
  }),
  shell({
    name: 'Create Message Sequence',
    path: '/messages/sequence/create',
    accessKeys: ['messagesSequence'],
    parent: 'Message Sequence',
    description: 'Build a new message sequence.',
    page: () =>
      import('../features/messages/pages/SequenceFormPage').then((m) => m.SequenceFormPage),
  }),
];

const contentRoutes: RouteEntry[] = [
  shell({
    name: 'Wave Management',
    path: '/upload-file/list',
    accessKeys: ['audioManager'],
    queryNames: CONTENT_LIST_NAMES,
    description: 'Uploaded audio, video and HTML/PDF files, by type.',
    page: () => import('../features/uploads/pages/UploadListPage').then((m) => m.UploadListPage),
  }),
  shell({
    name: 'Upload/Update Wave File',
    path: '/upload-file/create',
    accessKeys: ['audioManager'],
    queryNames: CONTENT_FORM_NAMES,
    parent: 'Wave Management',
    description: 'Upload a new content file.',
    page: () =>
      import('../features/uploads/pages/UploadCreatePage').then((m) => m.UploadCreatePage),
  }),
  shell({
    name: 'Upload/Update Wave File',
    path: '/upload-file/edit/:id',
    accessKeys: ['audioManager'],
    queryNames: CONTENT_FORM_NAMES,
    parent: 'Wave Management',
    description: 'Play a content file and change its details.',
    page: () => import('../features/uploads/pages/UploadEditPage').then((m) => m.UploadEditPage),
  }),
  shell({
    name: 'App Content (Links)',
    path: '/links',
    accessKeys: ['unionLinks'],
    description: 'Links published to the mobile app.',
    page: () => import('../features/links/pages/LinksPage').then((m) => m.LinksPage),
  }),
  shell({
    name: 'Screen Banners',
    path: '/links/types/list',
    accessKeys: ['unionLinks'],
    parent: 'App Content (Links)',
    // SPEC.md names this screen twice: the menu's entry and the page have different names.
    description:
      'Content folders (banners) that group the app’s links. Opened from Content Folders ' +
      '(Banners) in the menu.',
    page: () => import('../features/links/pages/BannersPage').then((m) => m.BannersPage),
  }),
  // SPEC.md names only /links/{id}; a new link's page is named as what it does.
  shell({
    name: 'New Link',
    path: '/links/create',
    accessKeys: ['unionLinks'],
    parent: 'App Content (Links)',
    description: 'Create a published link.',
    page: () => import('../features/links/pages/LinkFormPage').then((m) => m.LinkFormPage),
  }),
  shell({
    name: 'Edit Link',
    path: '/links/:id',
    accessKeys: ['unionLinks'],
    parent: 'App Content (Links)',
    description: 'Change a published link.',
    page: () => import('../features/links/pages/LinkFormPage').then((m) => m.LinkFormPage),
  }),
];

const userRoutes: RouteEntry[] = [
  shell({
    name: 'Users',
    path: '/users',
    accessKeys: ['profile', 'userList'],
    description: 'Mobile app users: search, filter, suspend, delete and download.',
    page: () => import('../features/mobileUsers/pages/UsersPage').then((m) => m.UsersPage),
  }),
  shell({
    name: 'Chat (IM) History',
    path: '/users/im',
    accessKeys: ['profile', 'userList'],
    parent: 'Users',
    description: 'Chat conversations with app users, and their audit download.',
    page: () => import('../features/chat/pages/ChatHistoryPage').then((m) => m.ChatHistoryPage),
  }),
  shell({
    name: 'Re-registered',
    path: '/users/recovered',
    accessKeys: ['profile', 'userList'],
    parent: 'Users',
    description: 'App users who registered again.',
    page: () =>
      import('../features/mobileUsers/pages/RecoveredUsersPage').then((m) => m.RecoveredUsersPage),
  }),
  shell({
    name: 'Send Sign-up Links',
    path: '/users/sms-signup',
    accessKeys: ['profile', 'userList'],
    parent: 'Users',
    description: 'Text sign-up links to unregistered users.',
    page: () => import('../features/signup/signupPages').then((m) => m.SmsSignupSendPage),
  }),
  shell({
    name: 'User Groups',
    path: '/users/groups',
    accessKeys: ['userGroup'],
    description: 'Groups of app users for targeting messages.',
    page: () => import('../features/userGroups/pages/GroupsPage').then((m) => m.GroupsPage),
  }),
  shell({
    name: 'Create User Group',
    path: '/users/groups/create',
    accessKeys: ['userGroup'],
    parent: 'User Groups',
    description: 'Make a new group of app users.',
    page: () => import('../features/userGroups/pages/GroupFormPage').then((m) => m.GroupFormPage),
  }),
  shell({
    name: 'Manage User Group',
    path: '/users/groups/:action/:cpID',
    accessKeys: ['userGroup'],
    parent: 'User Groups',
    description: 'Add app users to a channel’s groups, one by one or in bulk.',
    page: () => import('../features/userGroups/pages/GroupFormPage').then((m) => m.GroupFormPage),
  }),
  shell({
    name: 'Edit User Group',
    path: '/users/groups/:action/:cpID/:groupID',
    accessKeys: ['userGroup'],
    parent: 'User Groups',
    description: 'Change a group of app users and its members.',
    page: () => import('../features/userGroups/pages/GroupFormPage').then((m) => m.GroupFormPage),
  }),
  shell({
    name: 'Admins',
    path: '/user/admins',
    accessKeys: ['createAdmin'],
    description: 'Console admins and sub-admins, with their roles.',
    page: () => import('../features/admins/pages/AdminsPage').then((m) => m.AdminsPage),
  }),
  shell({
    name: 'Create Admin',
    path: '/user/admins/create',
    accessKeys: ['createAdmin'],
    parent: 'Admins',
    description: 'Invite a new console admin.',
    page: () => import('../features/admins/pages/AdminFormPage').then((m) => m.AdminFormPage),
  }),
  shell({
    name: 'Edit Admin',
    path: '/user/admins/edit/:id',
    accessKeys: ['createAdmin'],
    parent: 'Admins',
    description: 'Change an admin’s details and role.',
    page: () => import('../features/admins/pages/AdminFormPage').then((m) => m.AdminFormPage),
  }),
  // Admins and roles: the roles screen (docs/decisions.md, "Admins and roles").
  shell({
    name: 'Roles',
    path: '/user/roles',
    accessKeys: ['createAdmin'],
    parent: 'Admins',
    description: 'Roles: the screens each kind of admin may open.',
    page: () => import('../features/admins/pages/RolesPage').then((m) => m.RolesPage),
  }),
  shell({
    name: 'Profile',
    path: '/user/profile',
    description: 'Your name, phone, password and two-factor sign-in.',
    page: () => import('../features/profile/pages/ProfilePage').then((m) => m.ProfilePage),
  }),
];

/** Channels and their groups, categories, types and union types: list, create and edit. */
const channelRoutes: RouteEntry[] = [
  shell({
    name: 'Channels',
    path: '/content-provider/list',
    accessKeys: ['contentProvider'],
    description: 'Provider channels of the organisation.',
    page: () => import('../features/channels/pages/ChannelsPage').then((m) => m.ChannelsPage),
  }),
  shell({
    name: 'Create Channel',
    path: '/content-provider/create',
    accessKeys: ['contentProvider'],
    parent: 'Channels',
    description: 'Add a provider channel.',
    page: () => import('../features/channels/pages/ChannelFormPage').then((m) => m.ChannelFormPage),
  }),
  // Channel pricing (docs/decisions.md, "Channel pricing and the credit ledger"): a channel
  // admin opens its own channel's panel on the settings key.
  shell({
    name: 'Channel Pricing',
    path: '/content-provider/pricing-panel/:id',
    accessKeys: ['contentProvider', 'settings'],
    parent: 'Channels',
    description: 'Add or upgrade the plan of a channel.',
    page: () =>
      import('../features/pricing/pages/PricingPanelPage').then((m) => m.PricingPanelPage),
  }),
  shell({
    name: 'Edit Channel',
    path: '/content-provider/edit/:id',
    accessKeys: ['contentProvider'],
    parent: 'Channels',
    description: 'Change a provider channel.',
    page: () => import('../features/channels/pages/ChannelFormPage').then((m) => m.ChannelFormPage),
  }),
  ...channelCatalog({
    name: 'Channel Groups',
    item: 'Channel Group',
    listPath: '/content-provider/groups',
    formPath: '/groups',
    key: 'cpGroups',
    list: () => catalogueList().then((m) => m.GroupsPage),
    form: () => catalogueForm().then((m) => m.GroupFormPage),
  }),
  ...channelCatalog({
    name: 'Channel Categories',
    item: 'Channel Category',
    listPath: '/content-provider/categories',
    formPath: '/categories',
    key: 'cpCategories',
    list: () => catalogueList().then((m) => m.CategoriesPage),
    form: () => catalogueForm().then((m) => m.CategoryFormPage),
  }),
  ...channelCatalog({
    name: 'Channel Types',
    item: 'Channel Type',
    listPath: '/content-provider/types',
    formPath: '/types',
    key: 'cpTypes',
    list: () => catalogueList().then((m) => m.TypesPage),
    form: () => catalogueForm().then((m) => m.TypeFormPage),
  }),
  ...channelCatalog({
    name: 'Union Types',
    item: 'Union Type',
    listPath: '/content-provider/union-types',
    formPath: '/union-types',
    key: 'cpUnionType',
    // No menu entry (SPEC.md section 2 lists none): the Channel Types page links to it.
    parent: 'Channel Types',
    list: () => catalogueList().then((m) => m.UnionTypesPage),
    form: () => catalogueForm().then((m) => m.UnionTypeFormPage),
  }),
];

interface ChannelCatalog {
  name: string;
  item: string;
  listPath: string;
  formPath: string;
  key: 'cpGroups' | 'cpCategories' | 'cpTypes' | 'cpUnionType';
  parent?: string;
  list: PageRoute['page'];
  form: PageRoute['page'];
}

const catalogueList = () => import('../features/channelCatalogues/pages/CataloguePage');
const catalogueForm = () => import('../features/channelCatalogues/pages/CatalogueFormPage');

function channelCatalog({
  name,
  item,
  listPath,
  formPath,
  key,
  parent,
  list,
  form,
}: ChannelCatalog): RouteEntry[] {
  const noun = item.toLowerCase();
  return [
    shell({
      name,
      path: listPath,
      // SPEC.md section 2: the channel-group list is guarded by cpTypes, its forms by cpGroups.
      accessKeys: [key === 'cpGroups' ? 'cpTypes' : key],
      description: `Every ${noun} of the organisation’s channels.`,
      page: list,
      ...(parent ? { parent } : {}),
    }),
    shell({
      name: `Create ${item}`,
      path: `${formPath}/:action`,
      accessKeys: [key],
      parent: name,
      description: `Add a ${noun}.`,
      page: form,
    }),
    shell({
      name: `Edit ${item}`,
      path: `${formPath}/:action/:id`,
      accessKeys: [key],
      parent: name,
      description: `Change a ${noun}.`,
      page: form,
    }),
  ];
}

const billingRoutes: RouteEntry[] = [
  shell({
    name: 'Organizations',
    path: '/organizations',
    accessKeys: ['company'],
    description: 'Every organisation on the platform.',
    page: () =>
      import('../features/company/pages/OrganizationsPage').then((m) => m.OrganizationsPage),
  }),
  shell({
    name: 'Create Organization',
    path: '/organizations/create',
    accessKeys: ['company'],
    parent: 'Organizations',
    description: 'Add an organisation.',
    page: () =>
      import('../features/company/pages/OrganizationFormPage').then((m) => m.OrganizationFormPage),
  }),
  shell({
    name: 'Edit Organization',
    path: '/organizations/edit/:id',
    accessKeys: ['company'],
    parent: 'Organizations',
    description: 'Change an organisation and its branding.',
    page: () =>
      import('../features/company/pages/OrganizationFormPage').then((m) => m.OrganizationFormPage),
  }),
  shell({
    name: 'Price Plans',
    path: '/priceplans',
    accessKeys: ['company'],
    description: 'The plans organisations and channels subscribe to.',
    page: () => import('../features/billing/pages/PricePlansPage').then((m) => m.PricePlansPage),
  }),
  shell({
    name: 'Create Price Plan',
    path: '/priceplans/create',
    accessKeys: ['company'],
    parent: 'Price Plans',
    description: 'Add a price plan.',
    page: () =>
      import('../features/billing/pages/PricePlanFormPage').then((m) => m.PricePlanFormPage),
  }),
  shell({
    name: 'Edit Price Plan',
    path: '/priceplans/edit/:id',
    accessKeys: ['company'],
    parent: 'Price Plans',
    description: 'Change a price plan.',
    page: () =>
      import('../features/billing/pages/PricePlanFormPage').then((m) => m.PricePlanFormPage),
  }),
  shell({
    name: 'Subscriptions',
    path: '/subscriptions',
    accessKeys: ['subscription'],
    description: 'Customers’ subscriptions to the organisation’s products, and their state.',
    page: () =>
      import('../features/billing/pages/SubscriptionsPage').then((m) => m.SubscriptionsPage),
  }),
  shell({
    name: 'Products',
    path: '/products/list/:companyID',
    accessKeys: ['products'],
    description: 'Products an organisation sells in the app.',
    page: () => import('../features/billing/pages/ProductsPage').then((m) => m.ProductsPage),
  }),
  shell({
    name: 'Create Product',
    path: '/products/create/:companyID',
    accessKeys: ['products'],
    parent: 'Products',
    description: 'Add a product.',
    page: () => import('../features/billing/pages/ProductFormPage').then((m) => m.ProductFormPage),
  }),
  shell({
    name: 'Edit Product',
    path: '/products/edit/:companyID/:id',
    accessKeys: ['products'],
    parent: 'Products',
    description: 'Change a product.',
    page: () => import('../features/billing/pages/ProductFormPage').then((m) => m.ProductFormPage),
  }),
  shell({
    name: 'Member Benefits',
    path: '/packages/list',
    accessKeys: ['packages'],
    description: 'Benefit packages offered to members.',
    page: () => import('../features/packages/pages/PackagesPage').then((m) => m.PackagesPage),
  }),
  shell({
    name: 'Create Member Benefit',
    path: '/packages/create',
    accessKeys: ['packages'],
    parent: 'Member Benefits',
    description: 'Add a benefit package.',
    page: () => import('../features/packages/pages/PackageFormPage').then((m) => m.PackageFormPage),
  }),
  shell({
    name: 'Edit Member Benefit',
    path: '/packages/edit/:id',
    accessKeys: ['packages'],
    parent: 'Member Benefits',
    description: 'Change a benefit package.',
    page: () => import('../features/packages/pages/PackageFormPage').then((m) => m.PackageFormPage),
  }),
];

/** The /other-settings children have no key of their own: they carry their parent's. */
const settingsRoutes: RouteEntry[] = [
  shell({
    name: 'Company Settings',
    path: '/settings',
    accessKeys: ['CompanySettings'],
    description: 'The organisation’s branding, admin menu and featured links.',
    page: () =>
      import('../features/company/pages/CompanySettingsPage').then((m) => m.CompanySettingsPage),
  }),
  shell({
    name: 'Sending Email',
    path: '/settings/sending-email',
    accessKeys: ['CompanySettings'],
    parent: 'Company Settings',
    description: 'The address email is sent from.',
    page: () => import('../features/signup/signupPages').then((m) => m.SendingEmailPage),
  }),
  // --- The audit log ---
  shell({
    name: 'Audit Log',
    path: '/audit-log',
    accessKeys: ['CompanySettings'],
    description: 'Who changed what and when, with the values before and after.',
    page: () => import('../features/auditLog/pages/AuditLogPage').then((m) => m.AuditLogPage),
  }),
  // --- The development mailbox ---
  shell({
    name: 'Mailbox',
    path: '/mailbox',
    accessKeys: ['company'],
    platformOnly: true,
    description: 'Emails and texts kept instead of sent while no SMTP server is set.',
    page: () => import('../features/mailbox/pages/MailboxPage').then((m) => m.MailboxPage),
  }),
  shell({
    name: 'Other Settings',
    path: '/other-settings',
    accessKeys: ['settings'],
    queryNames: APP_SETTING_NAMES,
    description: 'How the mobile app looks and behaves.',
    page: () =>
      import('../features/appSettings/pages/OtherSettingsPage').then((m) => m.OtherSettingsPage),
  }),
  shell({
    name: 'Replica Builds',
    path: '/other-settings/replica-builds',
    accessKeys: ['settings'],
    parent: 'Other Settings',
    description: 'Builds of the app under another name and look.',
    page: () =>
      import('../features/appBuilds/pages/ReplicaBuildsPage').then((m) => m.ReplicaBuildsPage),
  }),
  shell({
    name: 'Auxiliary Builds',
    path: '/other-settings/auxiliary-builds',
    accessKeys: ['settings'],
    parent: 'Other Settings',
    description: 'Extra builds of the app and their status.',
    page: () =>
      import('../features/appBuilds/pages/AuxiliaryBuildsPage').then((m) => m.AuxiliaryBuildsPage),
  }),
  shell({
    name: 'Provisioning Settings',
    path: '/other-settings/provisioning',
    accessKeys: ['settings'],
    parent: 'Other Settings',
    description: 'How new organisations are provisioned.',
    page: () =>
      import('../features/appBuilds/pages/ProvisioningPage').then((m) => m.ProvisioningPage),
  }),
  shell({
    name: 'Card Payments (Stripe)',
    path: '/other-settings/stripe',
    accessKeys: ['settings'],
    parent: 'Other Settings',
    description: 'The card payment provider account.',
    page: () =>
      import('../features/billing/pages/StripeSettingsPage').then((m) => m.StripeSettingsPage),
  }),
  shell({
    name: 'Invitation Links',
    path: '/other-settings/invitation-links',
    accessKeys: ['settings'],
    parent: 'Other Settings',
    description: 'Links and QR codes through which people register as channel admins.',
    page: () =>
      import('../features/invitations/pages/InvitationLinksPage').then(
        (m) => m.InvitationLinksPage,
      ),
  }),
];

export const routeTable: readonly RouteEntry[] = [
  {
    name: 'Home',
    path: '/',
    access: 'open',
    redirectTo: '/dashboard',
    description: 'Sends the root on to the dashboard.',
  },
  ...publicRoutes,
  shell({
    name: 'Dashboard',
    path: '/dashboard',
    description: 'Counters of app users, channels and admins.',
    page: () => import('../features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage),
  }),
  ...messageRoutes,
  ...contentRoutes,
  ...userRoutes,
  ...channelRoutes,
  ...billingRoutes,
  ...settingsRoutes,
  open({
    name: 'Not Found',
    path: '*',
    description: 'Shown for every path no route matches.',
    page: () => import('../components/ui/NotFoundPage').then((m) => m.NotFoundPage),
  }),
];
