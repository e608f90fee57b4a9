import { createSlice } from '@reduxjs/toolkit';
import axios from 'axios';
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { errorCode, errorMessage, messageForCode } from '../../lib/apiErrors';
import type { RequestStatus } from '../../lib/requestStatus';
import * as authApi from './authApi';

export interface PasswordResetState {
  requestStatus: RequestStatus;
  /** The server's confirmation, alike for known and unknown emails. */
  requestMessage: string | null;
  requestError: string | null;
  tokenStatus: RequestStatus;
  /** The account the reset link belongs to. */
  tokenEmail: string | null;
  tokenError: string | null;
  resetStatus: RequestStatus;
  resetError: string | null;
}

const initialState: PasswordResetState = {
  requestStatus: 'idle',
  requestMessage: null,
  requestError: null,
  tokenStatus: 'idle',
  tokenEmail: null,
  tokenError: null,
  resetStatus: 'idle',
  resetError: null,
};

/**
 * SPEC.md section 5: for password-token errors the server's text, spaces made underscores, is
 * the code. A body with a code field is read as usual.
 */
function resetFlowFailure(err: unknown): { message: string; code: string | null } {
  const code = errorCode(err);
  if (code || !axios.isAxiosError(err)) return { message: errorMessage(err), code };
  const body: unknown = err.response?.data;
  const text =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  if (typeof text !== 'string' || !text) return { message: errorMessage(err), code };
  const derived = text.trim().replace(/ /g, '_');
  return { message: messageForCode(derived), code: derived };
}

export const requestPasswordReset = createAppAsyncThunk(
  'passwordReset/request',
  async (email: string, { rejectWithValue }) => {
    try {
      return (await authApi.forgotPassword(email)) ?? null;
    } catch (err) {
      const { message, code } = resetFlowFailure(err);
      return rejectWithValue(message, { code });
    }
  },
);

export const checkResetToken = createAppAsyncThunk(
  'passwordReset/checkToken',
  async (token: string, { rejectWithValue }) => {
    try {
      return await authApi.checkResetToken(token);
    } catch (err) {
      const { message, code } = resetFlowFailure(err);
      return rejectWithValue(message, { code });
    }
  },
);

export const resetPassword = createAppAsyncThunk(
  'passwordReset/reset',
  async ({ token, password }: { token: string; password: string }, { rejectWithValue }) => {
    try {
      await authApi.resetPassword(token, password);
    } catch (err) {
      const { message, code } = resetFlowFailure(err);
      return rejectWithValue(message, { code });
    }
  },
);

const failed = (payload: string | undefined) => payload ?? messageForCode('internal_error');

export const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState,
  reducers: {
    /** A page that starts a flow afresh, so a past confirmation or failure does not show. */
    passwordResetCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(requestPasswordReset.pending, (state) => {
        state.requestStatus = 'loading';
        state.requestError = null;
      })
      .addCase(requestPasswordReset.fulfilled, (state, { payload }) => {
        state.requestStatus = 'succeeded';
        state.requestMessage = payload;
      })
      .addCase(requestPasswordReset.rejected, (state, { payload }) => {
        state.requestStatus = 'failed';
        state.requestError = failed(payload);
      })
      .addCase(checkResetToken.pending, (state) => {
        state.tokenStatus = 'loading';
        state.tokenError = null;
        state.tokenEmail = null;
      })
      .addCase(checkResetToken.fulfilled, (state, { payload }) => {
        state.tokenStatus = 'succeeded';
        state.tokenEmail = payload;
      })
      .addCase(checkResetToken.rejected, (state, { payload }) => {
        state.tokenStatus = 'failed';
        state.tokenError = failed(payload);
      })
      .addCase(resetPassword.pending, (state) => {
        state.resetStatus = 'loading';
        state.resetError = null;
      })
      .addCase(resetPassword.fulfilled, (state) => {
        state.resetStatus = 'succeeded';
      })
      .addCase(resetPassword.rejected, (state, { payload }) => {
        state.resetStatus = 'failed';
        state.resetError = failed(payload);
      });
  },
  selectors: {
    selectRequestStatus: (state) => state.requestStatus,
    selectRequestMessage: (state) => state.requestMessage,
    selectRequestError: (state) => state.requestError,
    selectTokenStatus: (state) => state.tokenStatus,
    selectTokenEmail: (state) => state.tokenEmail,
    selectTokenError: (state) => state.tokenError,
    selectResetStatus: (state) => state.resetStatus,
    selectResetError: (state) => state.resetError,
  },
});

export const { passwordResetCleared } = passwordResetSlice.actions;
export const {
  selectRequestStatus,
  selectRequestMessage,
  selectRequestError,
  selectTokenStatus,
  selectTokenEmail,
  selectTokenError,
  selectResetStatus,
  selectResetError,
} = passwordResetSlice.selectors;
