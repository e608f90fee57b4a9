import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { InvitationChannel, InviteConfirm } from '../../../contract/invitations';
import { slicesReducer } from '../../state/slicesReducer';
import { isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { confirmInvite, fetchInvitation, registerInvite } from './registrationThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type RegistrationFlow = 'invitation' | 'register' | 'confirm';

export interface RegistrationState {
  invitation: InvitationChannel | null;
  /** The email the confirmation link went to, once registered. */
  registeredEmail: string | null;
  confirmed: InviteConfirm | null;
  flows: Record<RegistrationFlow, FlowState>;
}

const flows = trackFlows<RegistrationFlow>({
  invitation: [fetchInvitation],
  register: [registerInvite],
  confirm: [confirmInvite],
});

const initialState: RegistrationState = {
  invitation: null,
  registeredEmail: null,
  confirmed: null,
  flows: flows.initial,
};

export const registrationSlice = createSlice({
  name: 'registration',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchInvitation.pending, (state) => {
        state.invitation = null;
        state.registeredEmail = null;
      })
      .addCase(fetchInvitation.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.invitation, meta)) state.invitation = payload;
      })
      .addCase(registerInvite.fulfilled, (state, { payload }) => {
        state.registeredEmail = payload.email;
      })
      .addCase(confirmInvite.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.confirm, meta)) state.confirmed = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectInvitation: (state) => state.invitation,
    selectRegisteredEmail: (state) => state.registeredEmail,
    selectConfirmedInvite: (state) => state.confirmed,
    selectRegistrationFlow: (state, flow: RegistrationFlow) => state.flows[flow],
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}

export const {
  selectInvitation,
  selectRegisteredEmail,
  selectConfirmedInvite,
  selectRegistrationFlow,
} = registrationSlice.injectInto(slicesReducer).selectors;
