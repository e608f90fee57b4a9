import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { slicesReducer } from '../../state/slicesReducer';
import { trackFlows, type FlowState } from '../../lib/flows';
import { checkResetToken, requestPasswordReset, resetPassword } from './passwordResetThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type PasswordResetFlow = 'request' | 'token' | 'reset';

export interface PasswordResetState {
  /** The server's confirmation, alike for known and unknown emails. */
  requestMessage: string | null;
  /** The account the reset link belongs to. */
  tokenEmail: string | null;
  /** Its organisation's companyID (null for a platform admin): the page wears its brand. */
  tokenCompanyID: string | null;
  flows: Record<PasswordResetFlow, FlowState>;
}

const flows = trackFlows<PasswordResetFlow>({
  request: [requestPasswordReset],
  token: [checkResetToken],
  reset: [resetPassword],
});

const initialState: PasswordResetState = {
  requestMessage: null,
  tokenEmail: null,
  tokenCompanyID: null,
  flows: flows.initial,
};

export const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState,
  reducers: {
    /** A page that starts a flow afresh, so a past confirmation or failure does not show. */
    passwordResetCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(requestPasswordReset.fulfilled, (state, { payload }) => {
        state.requestMessage = payload;
      })
      .addCase(checkResetToken.pending, (state) => {
        state.tokenEmail = null;
        state.tokenCompanyID = null;
      })
      .addCase(checkResetToken.fulfilled, (state, { payload }) => {
        state.tokenEmail = payload.email;
        state.tokenCompanyID = payload.companyID;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectRequestStatus: (state) => state.flows.request.status,
    selectRequestMessage: (state) => state.requestMessage,
    selectRequestError: (state) => state.flows.request.error,
    selectTokenStatus: (state) => state.flows.token.status,
    selectTokenEmail: (state) => state.tokenEmail,
    selectTokenCompanyID: (state) => state.tokenCompanyID,
    selectTokenError: (state) => state.flows.token.error,
    selectResetStatus: (state) => state.flows.reset.status,
    selectResetError: (state) => state.flows.reset.error,
  },
});

export const { passwordResetCleared } = passwordResetSlice.actions;

declare module '../../state/slicesReducer' {
  // The reset pages' state joins the store with their code: the sign-in page carries none of it.
  export interface LazyLoadedSlices extends WithSlice<typeof passwordResetSlice> {}
}

export const {
  selectRequestStatus,
  selectRequestMessage,
  selectRequestError,
  selectTokenStatus,
  selectTokenEmail,
  selectTokenCompanyID,
  selectTokenError,
  selectResetStatus,
  selectResetError,
} = passwordResetSlice.injectInto(slicesReducer).selectors;
