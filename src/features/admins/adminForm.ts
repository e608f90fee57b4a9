import { isChannelAdminGroup, USER_GROUP } from '../../../contract/adminGroups';
import type { AdminCreateBody, AdminUpdateBody, AdminUser } from '../../../contract/admins';
import { roleFitsGroup } from '../../../contract/roles';
import { type Role } from '../../../contract/roleSchemas';
import type { ChannelChoice } from './adminsApi';

type Group = AdminCreateBody['userGroup'];

/** The form's values: strings for the selects ('' = not chosen, or the group's default role). */
export interface AdminValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  companyID: string;
  userGroup: string;
  contentProviderID: string;
  isChannelSubAdmin: boolean;
  roleID: string;
  isActive: boolean;
}

export const NEW_ADMIN: AdminValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  companyID: '',
  userGroup: String(USER_GROUP.admin),
  contentProviderID: '',
  isChannelSubAdmin: false,
  roleID: '',
  isActive: true,
};

export const valuesOf = (admin: AdminUser): AdminValues => ({
  firstname: admin.profile.firstname,
  lastname: admin.profile.lastname,
  email: admin.email,
  phone: admin.profile.phone,
  companyID: admin.companyID,
  userGroup: String(admin.userGroup),
  contentProviderID: admin.contentProviderID ?? '',
  isChannelSubAdmin: admin.isChannelSubAdmin === 1,
  roleID: admin.role.roleID,
  isActive: admin.isActive === 1,
});

const groupOf = (value: string): Group => {
  const group = Number(value);
  return group === 1 || group === 2 || group === 5 ? group : 4;
};

export const needsChannel = (values: Pick<AdminValues, 'userGroup'>) =>
  isChannelAdminGroup(Number(values.userGroup));

/**
 * The channels the picker offers: the active ones, and the admin's own channel when it has been
 * deactivated since (so the form still shows it); the API refuses any other inactive channel.
 */
export function channelOptions(
  channels: readonly ChannelChoice[],
  current: string,
): { value: string; label: string }[] {
  return channels
    .filter((channel) => channel.active || channel.value === current)
    .map(({ value, label, active }) => ({ value, label: active ? label : `${label} (inactive)` }));
}

/**
 * The roles the picker offers for an admin of this group in this company: the ones the signed-in
 * admin may give, made for the group, built in or the company's own.
 */
export function roleChoices(
  roles: readonly Role[],
  values: Pick<AdminValues, 'userGroup' | 'companyID'>,
): Role[] {
  const group = Number(values.userGroup);
  return roles.filter(
    (role) =>
      role.assignable &&
      roleFitsGroup(role, group) &&
      (role.isBuiltIn || role.companyID === values.companyID),
  );
}

/** POST /user/admins from the form. A channel admin's new admin is placed by the API. */
export function createBody(values: AdminValues, channelAdmin: boolean): AdminCreateBody {
  const group = groupOf(values.userGroup);
  const channel = !channelAdmin && needsChannel(values);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    userGroup: group,
    ...(values.companyID ? { companyID: values.companyID } : {}),
    ...(channel
      ? {
          contentProviderID: values.contentProviderID,
          isChannelSubAdmin: values.isChannelSubAdmin ? 1 : 0,
        }
      : {}),
    role: values.roleID ? { roleID: values.roleID } : null,
  };
}

/** PUT /user/admins/{id}: only what changed, so saving one's own profile touches no role. */
export function updateBody(values: AdminValues, initial: AdminValues): AdminUpdateBody {
  const body: AdminUpdateBody = {};
  const profile: NonNullable<AdminUpdateBody['profile']> = {};
  if (values.firstname.trim() !== initial.firstname) profile.firstname = values.firstname.trim();
  if (values.lastname.trim() !== initial.lastname) profile.lastname = values.lastname.trim();
  if (values.phone.trim() !== initial.phone) profile.phone = values.phone.trim();
  if (Object.keys(profile).length > 0) body.profile = profile;
  if (values.userGroup !== initial.userGroup) body.userGroup = groupOf(values.userGroup);
  if (needsChannel(values)) {
    if (values.contentProviderID !== initial.contentProviderID || body.userGroup !== undefined) {
      body.contentProviderID = values.contentProviderID || null;
    }
    if (values.isChannelSubAdmin !== initial.isChannelSubAdmin) {
      body.isChannelSubAdmin = values.isChannelSubAdmin ? 1 : 0;
    }
  }
  if (values.roleID !== initial.roleID)
    body.role = values.roleID ? { roleID: values.roleID } : null;
  if (values.isActive !== initial.isActive) body.isActive = values.isActive ? 1 : 0;
  return body;
}
