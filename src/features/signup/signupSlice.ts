import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type {
  AppLinks,
  DeepLink,
  SendingEmail,
  SendingEmailVerified,
  SignupCompleted,
  SignupInvite,
  SmsSignupSent,
} from '../../../contract/signup';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import {
  completeSignup,
  fetchAppLinks,
  fetchDeepLink,
  fetchInvite,
  fetchSendingEmail,
  requestSendingEmail,
  sendSmsSignup,
  verifySendingEmail,
} from './signupThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type SignupFlow =
  | 'invite'
  | 'complete'
  | 'deepLink'
  | 'appLinks'
  | 'sendingEmail'
  | 'requestEmail'
  | 'verifyEmail'
  | 'sendSms';

export interface SignupState {
  invite: SignupInvite | null;
  completed: SignupCompleted | null;
  deepLink: DeepLink | null;
  appLinks: AppLinks | null;
  sendingEmail: SendingEmail | null;
  verified: SendingEmailVerified | null;
  smsSent: SmsSignupSent | null;
  flows: Record<SignupFlow, FlowState>;
}

const flows = trackFlows<SignupFlow>({
  invite: [fetchInvite],
  complete: [completeSignup],
  deepLink: [fetchDeepLink],
  appLinks: [fetchAppLinks],
  sendingEmail: [fetchSendingEmail],
  requestEmail: [requestSendingEmail],
  verifyEmail: [verifySendingEmail],
  sendSms: [sendSmsSignup],
});

const initialState: SignupState = {
  invite: null,
  completed: null,
  deepLink: null,
  appLinks: null,
  sendingEmail: null,
  verified: null,
  smsSent: null,
  flows: flows.initial,
};

export const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    /** A page left: its outcome must not greet the next one. */
    signupCleared() {
      return initialState;
    },
    smsSendCleared(state) {
      state.smsSent = null;
      state.flows.sendSms = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchInvite.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.invite, meta)) state.invite = payload;
      })
      .addCase(completeSignup.fulfilled, (state, { payload }) => {
        state.completed = payload;
      })
      .addCase(fetchDeepLink.fulfilled, (state, { payload }) => {
        state.deepLink = payload;
      })
      .addCase(fetchAppLinks.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.appLinks, meta)) state.appLinks = payload;
      })
      .addCase(fetchSendingEmail.fulfilled, (state, { payload }) => {
        state.sendingEmail = payload;
      })
      .addCase(requestSendingEmail.fulfilled, (state, { payload }) => {
        state.sendingEmail = payload;
      })
      .addCase(verifySendingEmail.fulfilled, (state, { payload }) => {
        state.verified = payload;
      })
      .addCase(sendSmsSignup.fulfilled, (state, { payload }) => {
        state.smsSent = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectInvite: (state) => state.invite,
    selectCompleted: (state) => state.completed,
    selectDeepLink: (state) => state.deepLink,
    selectAppLinks: (state) => state.appLinks,
    selectSendingEmail: (state) => state.sendingEmail,
    selectVerified: (state) => state.verified,
    selectSmsSent: (state) => state.smsSent,
    selectSignupFlow: (state, flow: SignupFlow) => state.flows[flow],
  },
});

export const { signupCleared, smsSendCleared } = signupSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof signupSlice> {}
}

export const {
  selectInvite,
  selectCompleted,
  selectDeepLink,
  selectAppLinks,
  selectSendingEmail,
  selectVerified,
  selectSmsSent,
  selectSignupFlow,
} = signupSlice.injectInto(slicesReducer).selectors;
