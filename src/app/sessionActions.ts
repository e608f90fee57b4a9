import { createAction } from '@reduxjs/toolkit';
import type { Profile } from '../../contract/auth';

/*
 * Features may not import each other, yet several change what the auth slice holds for the
 * session. They announce it with these actions, and the auth slice applies them.
 */

/** The server answered the signed-in admin's profile after a change (names, phone, two-factor). */
export const sessionProfileReplaced = createAction<Profile>('session/profileReplaced');

/** A password change ended every session and the server issued this token for the new one. */
export const sessionTokenRenewed = createAction<string>('session/tokenRenewed');
