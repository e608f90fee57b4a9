import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { slicesReducer } from '../../app/store';
import { trackFlows, type FlowState } from '../../lib/flows';
import { changePassword, setTwoFactor, updateProfile } from './profileThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type ProfileFlow = 'details' | 'twoFactor' | 'password';

export interface ProfileState {
  flows: Record<ProfileFlow, FlowState>;
}

const flows = trackFlows<ProfileFlow>({
  details: [updateProfile],
  twoFactor: [setTwoFactor],
  password: [changePassword],
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
  },
});

export const { profileFlowsCleared } = profileSlice.actions;

declare module '../../app/store' {
  // This feature's state joins the store when its code loads (app/store.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof profileSlice> {}
}

export const { selectDetailsFlow, selectTwoFactorFlow, selectPasswordFlow } =
  profileSlice.injectInto(slicesReducer).selectors;
