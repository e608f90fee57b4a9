import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { slicesReducer } from '../../state/slicesReducer';
import { trackFlows, type FlowState } from '../../lib/flows';
import { changePassword, saveBillingContact, setTwoFactor, updateProfile } from './profileThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type ProfileFlow = 'details' | 'twoFactor' | 'password' | 'billing';

export interface ProfileState {
  flows: Record<ProfileFlow, FlowState>;
}

const flows = trackFlows<ProfileFlow>({
  details: [updateProfile],
  twoFactor: [setTwoFactor],
  password: [changePassword],
  billing: [saveBillingContact],
});

const initialState: ProfileState = { flows: flows.initial };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    /** Leaving the page: a past failure should not greet the next visit. */
    profileFlowsCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectDetailsFlow: (state) => state.flows.details,
    selectTwoFactorFlow: (state) => state.flows.twoFactor,
    selectPasswordFlow: (state) => state.flows.password,
    selectBillingFlow: (state) => state.flows.billing,
  },
});

export const { profileFlowsCleared } = profileSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof profileSlice> {}
}

export const { selectDetailsFlow, selectTwoFactorFlow, selectPasswordFlow, selectBillingFlow } =
  profileSlice.injectInto(slicesReducer).selectors;
