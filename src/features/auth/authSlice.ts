import { createSlice } from '@reduxjs/toolkit';
import type { Dashboard, LoginBody, Profile } from '../../../contract/auth';
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { sessionProfileReplaced, sessionTokenRenewed } from '../../app/sessionActions';
import { errorCode, errorMessage, messageForCode } from '../../lib/apiErrors';
import {
  COOKIE,
  clearSessionCookies,
  getCookie,
  removeCookie,
  sessionToken,
  setCookie,
} from '../../lib/cookies';
import type { RequestStatus } from '../../lib/requestStatus';
import * as authApi from './authApi';

export interface AuthState {
  token: string | null;
  user: Profile | null;
  dashboard: Dashboard | null;
  loginStatus: RequestStatus;
  profileStatus: RequestStatus;
  dashboardStatus: RequestStatus;
  resendOtpStatus: RequestStatus;
  /** The mapped message of the last failed flow. */
  error: string | null;
  otpRequired: boolean;
  /** The email a sign-in waits on: the code step, or an unverified or deactivated account. */
  pendingEmail: string | null;
  unverified: boolean;
  deactivated: boolean;
}

export interface DashboardQuery {
  companyID: string;
  userGroup: number;
}

const SESSION_ENDED_CODES: ReadonlySet<string> = new Set([
  'TokenExpiredError',
  'error_unauthorized',
]);

const rejectionOf = (err: unknown) => ({ message: errorMessage(err), code: errorCode(err) });

function initialAuthState(): AuthState {
  return {
    token: sessionToken() ?? null,
    user: null,
    dashboard: null,
    loginStatus: 'idle',
    profileStatus: 'idle',
    dashboardStatus: 'idle',
    resendOtpStatus: 'idle',
    error: null,
    otpRequired: false,
    pendingEmail: null,
    unverified: false,
    deactivated: false,
  };
}

export const fetchProfile = createAppAsyncThunk(
  'auth/fetchProfile',
  async (_: void, { rejectWithValue }) => {
    try {
      const profile = await authApi.fetchProfile();
      // A company a platform admin chose survives the reload that follows the switch.
      if (!getCookie(COOKIE.companyID)) setCookie(COOKIE.companyID, profile.companyID);
      return profile;
    } catch (err) {
      const { message, code } = rejectionOf(err);
      if (code && SESSION_ENDED_CODES.has(code)) clearSessionCookies();
      return rejectWithValue(message, { code });
    }
  },
  {
    condition: (_, { getState }) =>
      Boolean(sessionToken()) && getState().auth.profileStatus !== 'loading',
  },
);

export const fetchDashboard = createAppAsyncThunk(
  'auth/fetchDashboard',
  async ({ companyID, userGroup }: DashboardQuery, { rejectWithValue }) => {
    try {
      return await authApi.fetchDashboard(companyID, userGroup);
    } catch (err) {
      const { message, code } = rejectionOf(err);
      return rejectWithValue(message, { code });
    }
  },
  {
    condition: (_, { getState }) =>
      Boolean(sessionToken()) && getState().auth.dashboardStatus !== 'loading',
  },
);

export const login = createAppAsyncThunk(
  'auth/login',
  async (body: LoginBody, { dispatch, rejectWithValue }) => {
    try {
      const result = await authApi.login(body);
      if (result.token) {
        // A new session starts without the previous session's company.
        removeCookie(COOKIE.companyID);
        setCookie(COOKIE.token, result.token);
        void dispatch(fetchProfile());
        if (result.companyID && result.userGroup !== undefined) {
          void dispatch(
            fetchDashboard({ companyID: result.companyID, userGroup: result.userGroup }),
          );
        }
      }
      return result;
    } catch (err) {
      const { message, code } = rejectionOf(err);
      return rejectWithValue(message, { code });
    }
  },
);

export const resendOtp = createAppAsyncThunk(
  'auth/resendOtp',
  async (email: string, { rejectWithValue }) => {
    try {
      await authApi.resendOtp(email);
    } catch (err) {
      const { message, code } = rejectionOf(err);
      return rejectWithValue(message, { code });
    }
  },
);

/** Never fails: a server that cannot record the logout does not keep the user signed in. */
export const logout = createAppAsyncThunk('auth/logout', async () => {
  if (sessionToken()) await authApi.logout().catch(() => undefined);
  clearSessionCookies();
});

const failureMessage = (payload: string | undefined) => payload ?? messageForCode('internal_error');

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    otpCancelled(state) {
      state.otpRequired = false;
      state.pendingEmail = null;
      state.loginStatus = 'idle';
      state.resendOtpStatus = 'idle';
      state.error = null;
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
      .addCase(login.fulfilled, (state, { payload }) => {
        if (payload.token) {
          state.token = payload.token;
          state.loginStatus = 'succeeded';
          state.otpRequired = false;
          state.pendingEmail = null;
        } else if (payload.otpRequired) {
          state.loginStatus = 'idle';
          state.otpRequired = true;
          state.pendingEmail = payload.email;
        } else {
          state.loginStatus = 'failed';
          state.error = messageForCode('internal_error');
        }
      })
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
          state.dashboard = null;
          state.profileStatus = 'idle';
          state.dashboardStatus = 'idle';
        } else {
          state.profileStatus = 'failed';
        }
      })
      .addCase(fetchDashboard.pending, (state) => {
        state.dashboardStatus = 'loading';
        state.error = null;
      })
      .addCase(fetchDashboard.fulfilled, (state, { payload }) => {
        state.dashboardStatus = 'succeeded';
        state.dashboard = payload;
      })
      .addCase(fetchDashboard.rejected, (state, action) => {
        state.dashboardStatus = 'failed';
        state.error = failureMessage(action.payload);
      })
      .addCase(sessionProfileReplaced, (state, { payload }) => {
        state.user = payload;
      })
      .addCase(sessionTokenRenewed, (state, { payload }) => {
        state.token = payload;
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectDashboard: (state) => state.dashboard,
    selectLoginStatus: (state) => state.loginStatus,
    selectProfileStatus: (state) => state.profileStatus,
    selectDashboardStatus: (state) => state.dashboardStatus,
    selectResendOtpStatus: (state) => state.resendOtpStatus,
    selectAuthError: (state) => state.error,
    selectOtpRequired: (state) => state.otpRequired,
    selectPendingEmail: (state) => state.pendingEmail,
    selectUnverified: (state) => state.unverified,
    selectDeactivated: (state) => state.deactivated,
  },
});

export const { otpCancelled } = authSlice.actions;

export const {
  selectToken,
  selectUser,
  selectDashboard,
  selectLoginStatus,
  selectProfileStatus,
  selectDashboardStatus,
  selectResendOtpStatus,
  selectAuthError,
  selectOtpRequired,
  selectPendingEmail,
  selectUnverified,
  selectDeactivated,
} = authSlice.selectors;
