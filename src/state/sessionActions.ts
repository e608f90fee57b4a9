import { createAction } from '@reduxjs/toolkit';
import type { Profile } from '../../contract/auth';
import type { Company } from '../../contract/company';

/*
 * Features may not import each other, yet several change what the auth slice holds for the
 * session. They announce it with these actions, and the auth slice applies them.
 */

/** The server answered the signed-in admin's profile after a change (names, phone, two-factor). */
export const sessionProfileReplaced = createAction<Profile>('session/profileReplaced');

/** A password change ended every session and the server issued this token for the new one. */
export const sessionTokenRenewed = createAction<string>('session/tokenRenewed');

/** Whose session a sign-in started: the admin's company ('All' for every one) and user group. */
export interface SessionStart {
  companyID: string;
  userGroup: number;
}

/** A sign-in succeeded: the token is stored and the profile is on its way. */
export const sessionStarted = createAction<SessionStart>('session/started');

/** The server answered that the session is over (an expired or revoked token). */
export const sessionEnded = createAction('session/ended');

/**
 * An organisation's branding was saved (its settings, or the platform admin's edit of it): the
 * session's own organisation takes it at once, so the shell follows without a reload.
 */
export const companyBrandingSaved = createAction<Company>('session/companyBrandingSaved');
