import { createSelector } from '@reduxjs/toolkit';
import type { AccessKey } from '../../contract/accessKeys';
import type { Profile, ProfileRole } from '../../contract/auth';
import {
  isChannelAdminGroup,
  isPlatformAdminGroup,
  MESSAGING_ONLY,
} from '../../contract/adminGroups';
import {
  BUILT_IN_ROLE_IDS,
  BUILT_IN_ROLES,
  defaultRoleIdOf,
  type BuiltInRoleId,
} from '../../contract/roles';
import { decodeTokenClaims } from '../lib/tokenClaims';
import type { RootState } from './storeTypes';

/*
 * The signed-in admin's session as every layer reads it. The auth slice holds the token and the
 * profile, the company slice the organisation a platform admin chose; nothing else reads those
 * fields for a session fact. The functions on a profile serve code without a store (route access,
 * the menu, pure helpers); the selectors apply them to the store.
 */

/** The companyID that stands for every organisation (a platform admin's own). */
export const ALL_COMPANIES = 'All';
/** The channel path id of a list that the server scopes (every channel the admin may see). */
export const ALL_CHANNELS = 'all';

type GroupOf = Pick<Profile, 'userGroup'>;

export function isPlatformAdmin(user: GroupOf | null): boolean {
  return user !== null && isPlatformAdminGroup(user.userGroup);
}

export function isChannelAdmin(user: GroupOf | null): boolean {
  return user !== null && isChannelAdminGroup(user.userGroup);
}

/** What decides what the admin may open: the role's keys, and whether it is a built-in one. */
export type SessionRole = Pick<ProfileRole, 'roleID' | 'builtIn'> & {
  keys: readonly AccessKey[];
};

/** What the role is read from: the profile's role, else the admin's group and permissions. */
export type RoleHolder = Pick<Profile, 'userGroup' | 'isChannelSubAdmin' | 'adminPermissions'> & {
  role?: SessionRole | null;
};

function builtInRole(roleID: BuiltInRoleId): SessionRole {
  const role = BUILT_IN_ROLES.find((candidate) => candidate.roleID === roleID);
  return { roleID, builtIn: true, keys: role?.keys ?? [] };
}

/**
 * The signed-in admin's role: the profile's, or while none is known (a profile from before
 * roles), the built-in role its group and permissions give it, as the API does.
 */
export function roleOf(user: RoleHolder): SessionRole {
  if (user.role) return user.role;
  return builtInRole(
    user.adminPermissions.permissions === MESSAGING_ONLY
      ? BUILT_IN_ROLE_IDS.messagingOnly
      : defaultRoleIdOf(user),
  );
}

/**
 * SPEC.md section 2, "Messaging-only mode": the admin holds the built-in messaging-only role
 * and sees the messaging screens only.
 */
export function isMessagingOnly(user: RoleHolder | null): boolean {
  if (!user) return false;
  const role = roleOf(user);
  return role.builtIn && role.roleID === BUILT_IN_ROLE_IDS.messagingOnly;
}

/** A channel admin's own channel; null for platform and company admins. */
export function ownChannelOf(
  user: Pick<Profile, 'userGroup' | 'contentProviderID'> | null,
): string | null {
  return user && isChannelAdmin(user) ? user.contentProviderID : null;
}

export const selectSessionToken = (state: RootState) => state.auth.token;
export const selectSessionUser = (state: RootState) => state.auth.user;
export const selectSessionProfileStatus = (state: RootState) => state.auth.profileStatus;
export const selectSessionProfileFailed = (state: RootState) =>
  selectSessionProfileStatus(state) === 'failed';
/** Why the profile could not be loaded, once it could not. */
export const selectSessionProfileError = (state: RootState) =>
  selectSessionProfileFailed(state) ? state.auth.error : null;

/** What the session token says about the admin (read, not verified: the server verifies). */
const selectTokenClaims = createSelector([selectSessionToken], decodeTokenClaims);

export const selectIsPlatformAdmin = (state: RootState) =>
  isPlatformAdmin(selectSessionUser(state));
export const selectIsChannelAdmin = (state: RootState) => isChannelAdmin(selectSessionUser(state));
export const selectIsMessagingOnly = (state: RootState) =>
  isMessagingOnly(selectSessionUser(state));
export const selectOwnChannelID = (state: RootState) => ownChannelOf(selectSessionUser(state));

/** The channel path id of channel-scoped lists: a channel admin's own channel, else 'all'. */
export const selectChannelInView = (state: RootState): string =>
  selectOwnChannelID(state) ?? ALL_CHANNELS;

/** The organisation the console works in: the one chosen in the navbar, else the admin's own. */
export const selectCompanyInView = (state: RootState): string =>
  state.company.selectedCompanyID ?? selectSessionUser(state)?.companyID ?? ALL_COMPANIES;

/** The organisation a platform admin chose in the navbar, with its name once the list is in. */
export const selectChosenCompany = createSelector(
  [
    (state: RootState) => state.company.selectedCompanyID,
    (state: RootState) => state.company.companies,
  ],
  (id, companies) => ({
    id,
    name: companies.find((company) => company.companyID === id)?.name ?? null,
  }),
);

/** The primary colour: the company's admin colour, else the one the session token carries. */
export const selectSessionAdminColor = (state: RootState): string | null =>
  selectSessionUser(state)?.company?.adminColor.color_hex ??
  selectTokenClaims(state)?.adminColor ??
  null;

/**
 * The sidebar colour: a channel admin's channel setting, else the organisation's (as saved in
 * this session), else the session token's.
 */
export const selectSessionMenuColor = (state: RootState): string | null => {
  const channelColor = selectOwnChannelID(state) ? state.company.menuColor : null;
  return (
    channelColor ??
    selectSessionUser(state)?.company?.menuColor ??
    selectTokenClaims(state)?.menuColor ??
    null
  );
};

/**
 * Names a group's organisation, or is null when every group shown is of one organisation: a
 * platform admin with no organisation chosen sees every organisation's groups, often with the
 * same names, and tells them apart by this.
 */
export const selectOrganisationNamer = createSelector(
  [
    (state: RootState) => selectCompanyInView(state) === ALL_COMPANIES,
    (state: RootState) => state.company.companies,
  ],
  (everyCompany, companies) =>
    everyCompany
      ? (companyID: string): string =>
          companies.find((company) => company.companyID === companyID)?.name ?? companyID
      : null,
);
