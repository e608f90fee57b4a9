import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ReplicaBuild } from '../../../contract/appBuilds';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { fetchReplicaBuilds, saveReplicaBuild } from './appBuildsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type AppBuildsFlow = 'list' | 'save';

export interface AppBuildsState {
  builds: ReplicaBuild[];
  flows: Record<AppBuildsFlow, FlowState>;
}

const flows = trackFlows<AppBuildsFlow>({
  list: [fetchReplicaBuilds],
  save: [saveReplicaBuild],
});

const initialState: AppBuildsState = { builds: [], flows: flows.initial };

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
    selectAppBuildsFlow: (state, flow: AppBuildsFlow) => state.flows[flow],
  },
});

export const { replicaSaveCleared } = appBuildsSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof appBuildsSlice> {}
}

export const { selectReplicaBuilds, selectAppBuildsFlow } =
  appBuildsSlice.injectInto(slicesReducer).selectors;
