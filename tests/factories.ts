import type { UserGroup } from '../contract/userGroups';
import type { Dashboard, Profile, ProfileRole } from '../contract/auth';
import { MESSAGING_ONLY } from '../contract/adminGroups';
import { BUILT_IN_ROLES, defaultRoleIdOf, type BuiltInRoleId } from '../contract/roles';
import type { MobileUser } from '../contract/mobileUsers';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A built-in role as the profile carries it. */
export function builtInProfileRole(roleID: BuiltInRoleId): ProfileRole {
  const role = BUILT_IN_ROLES.find((candidate) => candidate.roleID === roleID);
  if (!role) throw new Error(`no built-in role ${roleID}`);
  return {
    _id: `built-in-${roleID}`,
    roleID,
    name: role.name,
    keys: [...role.keys],
    builtIn: true,
  };
}

/** The profile's role unless given: its group's default, or messaging-only as its permissions say. */
function roleOf(overrides: Partial<Profile>): ProfileRole {
  if (overrides.role) return overrides.role;
  if (overrides.adminPermissions?.permissions === MESSAGING_ONLY) {
    return builtInProfileRole('messaging-only');
  }
  return builtInProfileRole(
    defaultRoleIdOf({
      userGroup: overrides.userGroup ?? 4,
      isChannelSubAdmin: overrides.isChannelSubAdmin ?? 0,
    }),
  );
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  const firstname = overrides.profile?.firstname ?? 'Ada';
  const lastname = overrides.profile?.lastname ?? 'Lovelace';
  return {
    _id: nextId(),
    fullName: `${firstname} ${lastname}`,
    profile: { firstname, lastname, phone: '+1 555 0100' },
    email: `admin${sequence}@tidings.test`,
    phone: '+1 555 0100',
    stripePortal: null,
    twoFactorEnabled: false,
    adminTwoFactorAuth: 0,
    companyID: 'acme',
    company: null,
    pricePlan: null,
    userGroup: 4,
    contentProviderID: null,
    cpName: null,
    image: null,
    billingInfo: null,
    links: [],
    featuredLinks: [],
    isChannelSubAdmin: 0,
    menuFeatureLink: false,
    enablePrivateVideo: false,
    unregisteredMemberMessaging: false,
    inviteID: null,
    allowPushcastEmail: false,
    purchased_off_app_text_credits_remaining: 0,
    off_app_text_credits_remaining: 0,
    purchased_app_users: 0,
    off_app_text_credits_month: 0,
    off_app_text_credits_used_current_month: 0,
    auto_app_user_bundles: false,
    auto_off_app_text_credit_bundles: false,
    adminPermissions: { permissions: null },
    isActive: 1,
    dateCreated: '2024-01-15T10:00:00.000Z',
    ...overrides,
    role: roleOf(overrides),
  };
}

export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    subscribers: 1250,
    iosSubscribers: 700,
    androidSubscribers: 520,
    otherSubscribers: 30,
    registeredSubscribers: 1000,
    unregisteredSubscribers: 250,
    paidSubscribers: 310,
    recoveredUsers: 12,
    companies: 3,
    coopFunds: 0,
    channels: 8,
    admins: 5,
    dashboardUsers: [],
    dashboardUsersYear: [],
    appUsers: null,
    ...overrides,
  };
}

export function buildMobileUser(overrides: Partial<MobileUser> = {}): MobileUser {
  const id = nextId();
  const firstname = overrides.firstname ?? 'Member';
  const lastname = overrides.lastname ?? String(sequence);
  return {
    _id: id,
    userid: null,
    email: `member${sequence}@app.test`,
    firstname,
    lastname,
    name: `${firstname} ${lastname}`,
    phone: null,
    state: null,
    zipcode: null,
    country: null,
    platForm: 'ios',
    companyID: 'acme',
    fundedProvider: null,
    isActive: 1,
    version: 1,
    // Later users joined later, so the default newest-first order is the reverse of creation.
    dateCreated: new Date(Date.UTC(2025, 0, 1) + sequence * 60_000).toISOString(),
    groups: [],
    contentProviders: [],
    isDailyDeal: false,
    customFields: [],
    type: null,
    registered: true,
    imDisabled: false,
    language: null,
    companyLanguage: 'en',
    optOuts: [],
    ...overrides,
  };
}

export function buildUserGroup(overrides: Partial<UserGroup> = {}): UserGroup {
  const id = nextId();
  return {
    _id: id,
    name: `Group ${sequence}`,
    type: 'private',
    description: '',
    companyID: 'acme',
    cp_id: null,
    cp_name: null,
    createdName: 'Ada Lovelace',
    createdBy: null,
    createdUserGroup: 4,
    dateCreated: '2025-02-01T10:00:00.000Z',
    users: 0,
    ...overrides,
  };
}
