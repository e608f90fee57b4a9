import type { ProfileUpdateBody } from '../../../contract/auth';
import type { BillingContactBody } from '../../../contract/billing';
import { createApiThunk } from '../../state/createApiThunk';
import { sessionProfileReplaced, sessionTokenRenewed } from '../../state/sessionActions';
import { COOKIE, setCookie } from '../../lib/cookies';
import * as profileApi from './profileApi';

export type Details = Required<Pick<ProfileUpdateBody, 'firstname' | 'lastname' | 'phone'>>;

export const updateProfile = createApiThunk(
  'profile/updateProfile',
  async (details: Details, { dispatch }) => {
    const profile = await profileApi.updateProfile(details);
    dispatch(sessionProfileReplaced(profile));
    return profile;
  },
);

/**
 * The same call as updateProfile, kept as its own flow so each card shows only its own work.
 * Turning it off sends the current password, which the API asks for.
 */
export const setTwoFactor = createApiThunk(
  'profile/setTwoFactor',
  async (
    { enabled, currentPassword }: { enabled: boolean; currentPassword?: string },
    { dispatch },
  ) => {
    const profile = await profileApi.updateProfile({
      twoFactorEnabled: enabled,
      ...(currentPassword === undefined ? {} : { currentPassword }),
    });
    dispatch(sessionProfileReplaced(profile));
    return profile;
  },
);

export const changePassword = createApiThunk(
  'profile/changePassword',
  async (change: profileApi.PasswordChange, { dispatch }) => {
    const token = await profileApi.changePassword(change);
    // The server ended every earlier session, the current one too: only this token works now.
    setCookie(COOKIE.token, token);
    dispatch(sessionTokenRenewed(token));
  },
);

/** Sets (or, with null, removes) the organisation's billing contact, then reads the profile anew. */
export const saveBillingContact = createApiThunk(
  'profile/saveBillingContact',
  async (contact: BillingContactBody | null, { dispatch }) => {
    if (contact) await profileApi.saveBillingContact(contact);
    else await profileApi.removeBillingContact();
    const profile = await profileApi.fetchProfile();
    dispatch(sessionProfileReplaced(profile));
    return profile;
  },
);
