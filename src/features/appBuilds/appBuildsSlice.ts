import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ReplicaBuild } from '../../../contract/appBuilds';
import { slicesReducer } from '../../app/store';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import type { BuildChannel } from './appBuildsApi';
import { fetchBuildChannels, fetchReplicaBuilds, saveReplicaBuild } from './appBuildsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type AppBuildsFlow = 'list' | 'channels' | 'save';

export interface AppBuildsState {
  builds: ReplicaBuild[];
  /** The company's channels a build may carry. */
  channels: BuildChannel[];
  flows: Record<AppBuildsFlow, FlowState>;
}

const flows = trackFlows<AppBuildsFlow>({
  list: [fetchReplicaBuilds],
  channels: [fetchBuildChannels],
  save: [saveReplicaBuild],
});

const initialState: AppBuildsState = { builds: [], channels: [], flows: flows.initial };

export const appBuildsSlice = createSlice({
  name: 'appBuilds',
  initialState,
  reducers: {
    /** Closing the form: its outcome should not greet the next one. */
    replicaSaveCleared(state) {
      state.flows.save = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchReplicaBuilds.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.list, meta)) state.builds = payload;
      })
      .addCase(fetchBuildChannels.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.channels, meta)) state.channels = payload;
      })
      .addCase(saveReplicaBuild.fulfilled, (state, { payload }) => {
        // A channel is in one build at most: saving may have taken channels from another.
        const taken = new Set(payload.channels.map((channel) => channel._id));
        const others = state.builds
          .filter((build) => build.id !== payload.id)
          .map((build) => ({
            ...build,
            channels: build.channels.filter((channel) => !taken.has(channel._id)),
          }));
        state.builds = [...others, payload].sort((a, b) =>
          a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
        );
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectReplicaBuilds: (state) => state.builds,
    selectBuildChannels: (state) => state.channels,
    selectAppBuildsFlow: (state, flow: AppBuildsFlow) => state.flows[flow],
  },
});

export const { replicaSaveCleared } = appBuildsSlice.actions;

declare module '../../app/store' {
  // This feature's state joins the store when its code loads (app/store.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof appBuildsSlice> {}
}

export const { selectReplicaBuilds, selectBuildChannels, selectAppBuildsFlow } =
  appBuildsSlice.injectInto(slicesReducer).selectors;
