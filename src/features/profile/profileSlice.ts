import { createSlice } from '@reduxjs/toolkit';
import type { ProfileUpdateBody } from '../../../contract/auth';
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { sessionProfileReplaced, sessionTokenRenewed } from '../../app/sessionActions';
import type { RootState } from '../../app/store';
import { errorCode, errorMessage, messageForCode } from '../../lib/apiErrors';
import { COOKIE, setCookie } from '../../lib/cookies';
import type { RequestStatus } from '../../lib/requestStatus';
import * as profileApi from './profileApi';

interface FlowState {
  status: RequestStatus;
  error: string | null;
}

export interface ProfileState {
  details: FlowState;
  twoFactor: FlowState;
  password: FlowState;
}

const idle: FlowState = { status: 'idle', error: null };
const initialState: ProfileState = { details: idle, twoFactor: idle, password: idle };

type Details = Required<Pick<ProfileUpdateBody, 'firstname' | 'lastname' | 'phone'>>;

export const updateProfile = createAppAsyncThunk(
  'profile/updateProfile',
  async (details: Details, { dispatch, rejectWithValue }) => {
    try {
      const profile = await profileApi.updateProfile(details);
      dispatch(sessionProfileReplaced(profile));
      return profile;
    } catch (err) {
      return rejectWithValue(errorMessage(err), { code: errorCode(err) });
    }
  },
);

/** The same call as updateProfile, kept as its own flow so each card shows only its own work. */
export const setTwoFactor = createAppAsyncThunk(
  'profile/setTwoFactor',
  async (twoFactorEnabled: boolean, { dispatch, rejectWithValue }) => {
    try {
      const profile = await profileApi.updateProfile({ twoFactorEnabled });
      dispatch(sessionProfileReplaced(profile));
      return profile;
    } catch (err) {
      return rejectWithValue(errorMessage(err), { code: errorCode(err) });
    }
  },
);

export const changePassword = createAppAsyncThunk(
  'profile/changePassword',
  async (change: profileApi.PasswordChange, { dispatch, rejectWithValue }) => {
    try {
      const token = await profileApi.changePassword(change);
      // The server ended every earlier session, the current one too: only this token works now.
      setCookie(COOKIE.token, token);
      dispatch(sessionTokenRenewed(token));
    } catch (err) {
      return rejectWithValue(errorMessage(err), { code: errorCode(err) });
    }
  },
);

const failed = (payload: string | undefined): FlowState => ({
  status: 'failed',
  error: payload ?? messageForCode('internal_error'),
});

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    /** Leaving the page: a past failure should not greet the next visit. */
    profileFlowsCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(updateProfile.pending, (state) => {
        state.details = { status: 'loading', error: null };
      })
      .addCase(updateProfile.fulfilled, (state) => {
        state.details = { status: 'succeeded', error: null };
      })
      .addCase(updateProfile.rejected, (state, { payload }) => {
        state.details = failed(payload);
      })
      .addCase(setTwoFactor.pending, (state) => {
        state.twoFactor = { status: 'loading', error: null };
      })
      .addCase(setTwoFactor.fulfilled, (state) => {
        state.twoFactor = { status: 'succeeded', error: null };
      })
      .addCase(setTwoFactor.rejected, (state, { payload }) => {
        state.twoFactor = failed(payload);
      })
      .addCase(changePassword.pending, (state) => {
        state.password = { status: 'loading', error: null };
      })
      .addCase(changePassword.fulfilled, (state) => {
        state.password = { status: 'succeeded', error: null };
      })
      .addCase(changePassword.rejected, (state, { payload }) => {
        state.password = failed(payload);
      });
  },
  selectors: {
    selectDetailsFlow: (state) => state.details,
    selectTwoFactorFlow: (state) => state.twoFactor,
    selectPasswordFlow: (state) => state.password,
  },
});

export const { profileFlowsCleared } = profileSlice.actions;

export const { selectDetailsFlow, selectTwoFactorFlow, selectPasswordFlow } =
  profileSlice.selectors;

/** The signed-in admin, which the auth slice holds (features do not import each other). */
export const selectSessionUser = (state: RootState) => state.auth.user;
export const selectSessionProfileFailed = (state: RootState) =>
  state.auth.profileStatus === 'failed';
