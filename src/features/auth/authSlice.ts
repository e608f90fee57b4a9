import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Profile } from '../../../contract/auth';
import type { PasskeyChallenge } from '../../../contract/passkeys';
import {
  companyBrandingSaved,
  sessionProfileReplaced,
  sessionTokenRenewed,
} from '../../state/sessionActions';
import { messageForCode } from '../../lib/apiErrors';
import { sessionToken } from '../../lib/cookies';
import type { RequestStatus } from '../../lib/flows';
import type { LoginResult } from './authApi';
import { fetchProfile, login, resendOtp, SESSION_ENDED_CODES } from './authThunks';

/*
 * The session itself: the token, the profile and the sign-in steps (a code to enter, an
 * unverified or deactivated account). Its statuses are read by the session selectors, the guards
 * and the shell, and a sign-in can end in a step rather than a success, so they are kept by name
 * here rather than as lib/flows records.
 */
export interface AuthState {
  token: string | null;
  user: Profile | null;
  loginStatus: RequestStatus;
  profileStatus: RequestStatus;
  resendOtpStatus: RequestStatus;
  /** The mapped message of the last failed flow. */
  error: string | null;
  otpRequired: boolean;
  /** Where the awaited second factor comes from: the email, the authenticator app or a passkey. */
  otpMethod: 'email' | 'authenticator' | 'passkey';
  /** The challenge a passkey signs to finish this sign-in. */
  passkeyChallenge: PasskeyChallenge | null;
  /** The admin has an authenticator app too, which may stand in for the passkey. */
  authenticatorToo: boolean;
  /** The organisation requires an authenticator app this admin has yet to set up. */
  enrolTicket: string | null;
  /** The email a sign-in waits on: the code step, or an unverified or deactivated account. */
  pendingEmail: string | null;
  unverified: boolean;
  deactivated: boolean;
}

function initialAuthState(): AuthState {
  return {
    token: sessionToken() ?? null,
    user: null,
    loginStatus: 'idle',
    profileStatus: 'idle',
    resendOtpStatus: 'idle',
    error: null,
    otpRequired: false,
    otpMethod: 'email',
    passkeyChallenge: null,
    authenticatorToo: false,
    enrolTicket: null,
    pendingEmail: null,
    unverified: false,
    deactivated: false,
  };
}

const failureMessage = (payload: string | undefined) => payload ?? messageForCode('internal_error');

/** A sign-in's answer: a session, a second factor to give, or an authenticator to set up. */
function signInAnswered(state: AuthState, payload: LoginResult) {
  if (payload.token) {
    state.token = payload.token;
    state.loginStatus = 'succeeded';
    state.otpRequired = false;
    state.passkeyChallenge = null;
    state.pendingEmail = null;
  } else if (payload.otpRequired) {
    state.loginStatus = 'idle';
    state.otpRequired = true;
    state.otpMethod = payload.otpMethod ?? 'email';
    state.passkeyChallenge = payload.passkeyChallenge ?? null;
    state.authenticatorToo = payload.authenticatorToo ?? false;
    state.pendingEmail = payload.email;
  } else if (payload.enrolRequired && payload.enrolTicket) {
    state.loginStatus = 'idle';
    state.enrolTicket = payload.enrolTicket;
    state.pendingEmail = payload.email;
  } else {
    state.loginStatus = 'failed';
    state.error = messageForCode('internal_error');
  }
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    otpCancelled(state) {
      state.otpRequired = false;
      state.otpMethod = 'email';
      state.passkeyChallenge = null;
      state.authenticatorToo = false;
      state.enrolTicket = null;
      state.pendingEmail = null;
      state.loginStatus = 'idle';
      state.resendOtpStatus = 'idle';
      state.error = null;
    },
    /*
     * A passkey's sign-in, run by passkeyCeremony.ts (loaded only when a passkey is used, so
     * its thunk-like steps are plain actions here).
     */
    passkeyPending(state) {
      state.loginStatus = 'loading';
      state.error = null;
    },
    passkeyAnswered(state, { payload }: { payload: LoginResult }) {
      signInAnswered(state, payload);
    },
    passkeyRefused(state, { payload }: { payload: string }) {
      state.loginStatus = 'failed';
      state.error = payload;
    },
    /** The admin with a passkey and an authenticator app chose the app's code instead. */
    otpMethodChosen(state, { payload }: { payload: 'authenticator' }) {
      state.otpMethod = payload;
      state.error = null;
      state.loginStatus = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.loginStatus = 'loading';
        state.error = null;
        state.unverified = false;
        state.deactivated = false;
      })
      .addCase(login.fulfilled, (state, { payload }) => signInAnswered(state, payload))

      .addCase(login.rejected, (state, action) => {
        state.loginStatus = 'failed';
        state.error = failureMessage(action.payload);
        state.unverified = action.meta.code === 'account_not_verified';
        state.deactivated = action.meta.code === 'account_deactivated';
        if (state.unverified || state.deactivated) state.pendingEmail = action.meta.arg.email;
      })
      .addCase(resendOtp.pending, (state) => {
        state.resendOtpStatus = 'loading';
        state.error = null;
      })
      .addCase(resendOtp.fulfilled, (state) => {
        state.resendOtpStatus = 'succeeded';
      })
      .addCase(resendOtp.rejected, (state, action) => {
        state.resendOtpStatus = 'failed';
        state.error = failureMessage(action.payload);
      })
      .addCase(fetchProfile.pending, (state) => {
        state.profileStatus = 'loading';
        state.error = null;
      })
      .addCase(fetchProfile.fulfilled, (state, { payload }) => {
        state.profileStatus = 'succeeded';
        state.user = payload;
      })
      .addCase(fetchProfile.rejected, (state, action) => {
        state.error = failureMessage(action.payload);
        if (action.meta.code && SESSION_ENDED_CODES.has(action.meta.code)) {
          state.token = null;
          state.user = null;
          state.profileStatus = 'idle';
        } else {
          state.profileStatus = 'failed';
        }
      })
      .addCase(sessionProfileReplaced, (state, { payload }) => {
        state.user = payload;
      })
      .addCase(sessionTokenRenewed, (state, { payload }) => {
        state.token = payload;
      })
      .addCase(companyBrandingSaved, (state, { payload }) => {
        const user = state.user;
        const own = user?.company;
        if (!user || !own || own.companyID !== payload.companyID) return;
        // The organisation's links show unless the admin's channel has links of its own.
        const sameLinks = JSON.stringify(user.featuredLinks) === JSON.stringify(own.featuredLinks);
        user.company = {
          ...own,
          name: payload.name,
          logo: payload.logo,
          favicon: payload.favicon,
          adminColor: payload.adminColor,
          featuredLinks: payload.featuredLinks,
          copyright: payload.copyright,
          adminMenu: payload.adminMenu,
          menuColor: payload.menuColor,
        };
        if (sameLinks) user.featuredLinks = payload.featuredLinks;
      });
  },
  selectors: {
    selectLoginStatus: (state) => state.loginStatus,
    selectResendOtpStatus: (state) => state.resendOtpStatus,
    selectAuthError: (state) => state.error,
    selectOtpRequired: (state) => state.otpRequired,
    selectOtpMethod: (state) => state.otpMethod,
    selectPasskeyChallenge: (state) => state.passkeyChallenge,
    selectAuthenticatorToo: (state) => state.authenticatorToo,
    selectEnrolTicket: (state) => state.enrolTicket,
    selectPendingEmail: (state) => state.pendingEmail,
    selectUnverified: (state) => state.unverified,
    selectDeactivated: (state) => state.deactivated,
  },
});

export const { otpCancelled, otpMethodChosen, passkeyPending, passkeyAnswered, passkeyRefused } =
  authSlice.actions;

export const {
  selectLoginStatus,
  selectResendOtpStatus,
  selectAuthError,
  selectOtpRequired,
  selectOtpMethod,
  selectPasskeyChallenge,
  selectAuthenticatorToo,
  selectEnrolTicket,
  selectPendingEmail,
  selectUnverified,
  selectDeactivated,
} = authSlice.selectors;

declare module '../../state/slicesReducer' {
  // A session slice: app/store.ts adds it before the store is made, so it is always present.
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}
