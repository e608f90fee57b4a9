import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Device } from '../../../contract/devices';
import { slicesReducer } from '../../state/slicesReducer';
import { isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { fetchUserDevices, removeUserDevice, signOutUserApp } from './devicesThunks';

// Spelled out rather than derived from the thunks: their types depend on RootState.
export type DevicesFlow = 'list' | 'remove' | 'signOut';

export interface DevicesState {
  /** The devices of the user whose dialog is open. */
  devices: Device[];
  flows: Record<DevicesFlow, FlowState>;
}

const flows = trackFlows<DevicesFlow>({
  list: [fetchUserDevices],
  remove: [removeUserDevice],
  signOut: [signOutUserApp],
});

const initialState: DevicesState = { devices: [], flows: flows.initial };

export const devicesSlice = createSlice({
  name: 'devices',
  initialState,
  reducers: {
    /** The dialog closed: the next user's dialog starts empty. */
    devicesReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUserDevices.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.list, meta)) state.devices = payload;
      })
      .addCase(removeUserDevice.fulfilled, (state, { payload }) => {
        state.devices = state.devices.filter((device) => device._id !== payload);
      })
      // Signed out everywhere: the server forgot every device too.
      .addCase(signOutUserApp.fulfilled, (state) => {
        state.devices = [];
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectDevices: (state) => state.devices,
    selectDevicesFlow: (state, flow: DevicesFlow) => state.flows[flow],
  },
});

export const { devicesReset } = devicesSlice.actions;

declare module '../../state/slicesReducer' {
  // Joins the store when the devices dialog's code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof devicesSlice> {}
}

export const { selectDevices, selectDevicesFlow } =
  devicesSlice.injectInto(slicesReducer).selectors;
