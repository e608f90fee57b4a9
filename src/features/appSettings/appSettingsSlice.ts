import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type {
  ConfigState,
  ConfigVersion,
  ResolvedSetting,
} from '../../../contract/appSettingsWire';
import { PUBLISHED_SETTINGS } from '../../../contract/appSettings';
import { canonicalJson } from '../../../contract/appSettingsCheck';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import {
  fetchConfig,
  fetchSetting,
  fetchVersions,
  publishConfig,
  restoreVersion,
  saveSetting,
} from './appSettingsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type AppSettingsFlow = 'setting' | 'save' | 'config' | 'versions' | 'publish' | 'restore';

export interface AppSettingsState {
  /** The setting the form edits, as saved (with the level its value came from). */
  setting: ResolvedSetting | null;
  /** The draft beside the live version. */
  config: ConfigState | null;
  versions: ConfigVersion[];
  flows: Record<AppSettingsFlow, FlowState>;
}

const flows = trackFlows<AppSettingsFlow>({
  setting: [fetchSetting],
  save: [saveSetting],
  config: [fetchConfig],
  versions: [fetchVersions],
  publish: [publishConfig],
  restore: [restoreVersion],
});

const initialState: AppSettingsState = {
  setting: null,
  config: null,
  versions: [],
  flows: flows.initial,
};

export const appSettingsSlice = createSlice({
  name: 'appSettings',
  initialState,
  reducers: {
    /** Closing the publish or restore dialog: its outcome should not greet the next one. */
    publishFlowsCleared(state) {
      state.flows.publish = idleFlow;
      state.flows.restore = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchSetting.pending, (state, { meta }) => {
        if (state.setting?.name !== meta.arg.name) state.setting = null;
      })
      .addCase(fetchSetting.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.setting, meta)) state.setting = payload;
      })
      .addCase(saveSetting.fulfilled, (state, { payload }) => {
        state.setting = payload;
        // The saved value is the draft's now: the diff follows without another read.
        const config = state.config;
        if (config && payload.name in config.draft) {
          config.draft[payload.name] = payload.value;
          const differs =
            !config.live ||
            canonicalJson(config.live.settings[payload.name]) !== canonicalJson(payload.value);
          config.changed = PUBLISHED_SETTINGS.filter((name) =>
            name === payload.name ? differs : config.changed.includes(name),
          );
        }
      })
      .addCase(fetchConfig.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.config, meta)) state.config = payload;
      })
      .addCase(fetchVersions.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.versions, meta)) state.versions = payload;
      })
      .addCase(publishConfig.fulfilled, (state, { payload }) => {
        state.config = payload;
      })
      .addCase(restoreVersion.fulfilled, (state, { payload }) => {
        state.config = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectCurrentSetting: (state) => state.setting,
    selectConfig: (state) => state.config,
    selectVersions: (state) => state.versions,
    selectAppSettingsFlow: (state, flow: AppSettingsFlow) => state.flows[flow],
  },
});

export const { publishFlowsCleared } = appSettingsSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof appSettingsSlice> {}
}

export const { selectCurrentSetting, selectConfig, selectVersions, selectAppSettingsFlow } =
  appSettingsSlice.injectInto(slicesReducer).selectors;
