import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AuxiliaryBuild, ProvisioningRequest } from '../../../contract/appBuildRequests';
import type { PublicCompany } from '../../../contract/auth';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import {
  fetchAuxiliaryBuilds,
  fetchProvisioningCompany,
  fetchProvisioningRequests,
  moveAuxiliaryBuild,
  moveProvisioningRequest,
  requestAuxiliaryBuild,
  submitProvisioning,
} from './buildRequestsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type BuildRequestsFlow =
  | 'auxiliaryList'
  | 'auxiliaryRequest'
  | 'provisioningList'
  | 'move'
  | 'publicCompany'
  | 'publicSubmit';

export interface BuildRequestsState {
  auxiliary: AuxiliaryBuild[];
  provisioning: ProvisioningRequest[];
  /** The organisation of the public provisioning form. */
  publicCompany: PublicCompany | null;
  flows: Record<BuildRequestsFlow, FlowState>;
}

const flows = trackFlows<BuildRequestsFlow>({
  auxiliaryList: [fetchAuxiliaryBuilds],
  auxiliaryRequest: [requestAuxiliaryBuild],
  provisioningList: [fetchProvisioningRequests],
  move: [moveAuxiliaryBuild, moveProvisioningRequest],
  publicCompany: [fetchProvisioningCompany],
  publicSubmit: [submitProvisioning],
});

const initialState: BuildRequestsState = {
  auxiliary: [],
  provisioning: [],
  publicCompany: null,
  flows: flows.initial,
};

export const buildRequestsSlice = createSlice({
  name: 'buildRequests',
  initialState,
  reducers: {
    /** Closing a dialog or leaving the form: its outcome should not greet the next one. */
    buildRequestFlowsCleared(state) {
      state.flows.auxiliaryRequest = idleFlow;
      state.flows.move = idleFlow;
      state.flows.publicSubmit = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchAuxiliaryBuilds.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.auxiliaryList, meta)) state.auxiliary = payload;
      })
      .addCase(requestAuxiliaryBuild.fulfilled, (state, { payload }) => {
        state.auxiliary = [payload, ...state.auxiliary];
      })
      .addCase(moveAuxiliaryBuild.fulfilled, (state, { payload }) => {
        state.auxiliary = state.auxiliary.map((item) =>
          item._id === payload._id ? payload : item,
        );
      })
      .addCase(fetchProvisioningRequests.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.provisioningList, meta)) state.provisioning = payload;
      })
      .addCase(moveProvisioningRequest.fulfilled, (state, { payload }) => {
        state.provisioning = state.provisioning.map((item) =>
          item._id === payload._id ? payload : item,
        );
      })
      .addCase(fetchProvisioningCompany.pending, (state) => {
        state.publicCompany = null;
      })
      .addCase(fetchProvisioningCompany.fulfilled, (state, { payload }) => {
        state.publicCompany = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectAuxiliaryBuilds: (state) => state.auxiliary,
    selectProvisioningRequests: (state) => state.provisioning,
    selectProvisioningCompany: (state) => state.publicCompany,
    selectBuildRequestsFlow: (state, flow: BuildRequestsFlow) => state.flows[flow],
  },
});

export const { buildRequestFlowsCleared } = buildRequestsSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof buildRequestsSlice> {}
}

export const {
  selectAuxiliaryBuilds,
  selectProvisioningRequests,
  selectProvisioningCompany,
  selectBuildRequestsFlow,
} = buildRequestsSlice.injectInto(slicesReducer).selectors;
