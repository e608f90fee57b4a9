import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { MemberExportFormat } from '../../../contract/memberData';
import { slicesReducer } from '../../state/slicesReducer';
import { trackFlows, type FlowState } from '../../lib/flows';
import { downloadMemberData, eraseMember } from './memberDataThunks';

// Spelled out rather than derived from the thunks: their types depend on RootState.
export type MemberDataFlow = 'download' | 'erase';

export interface MemberDataState {
  /** The format being downloaded, and how far (0–100; null while the size is unknown). */
  downloading: MemberExportFormat | null;
  progress: number | null;
  flows: Record<MemberDataFlow, FlowState>;
}

const flows = trackFlows<MemberDataFlow>({
  download: [downloadMemberData],
  erase: [eraseMember],
});

const initialState: MemberDataState = { downloading: null, progress: null, flows: flows.initial };

/** A member's data dialogs: the download of their export and their erasure. */
export const memberDataSlice = createSlice({
  name: 'memberData',
  initialState,
  reducers: {
    /** A dialog closed: the next one starts afresh. */
    memberDataReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(downloadMemberData.pending, (state, { meta }) => {
        state.downloading = meta.arg.format;
        state.progress = null;
      })
      .addCase(downloadMemberData.progressed, (state, { payload }) => {
        state.progress = payload;
      })
      .addMatcher(
        (action) =>
          downloadMemberData.fulfilled.match(action) || downloadMemberData.rejected.match(action),
        (state) => {
          state.downloading = null;
          state.progress = null;
        },
      )
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectMemberDownloading: (state) => state.downloading,
    selectMemberDownloadProgress: (state) => state.progress,
    selectMemberDataFlow: (state, flow: MemberDataFlow) => state.flows[flow],
  },
});

export const { memberDataReset } = memberDataSlice.actions;

declare module '../../state/slicesReducer' {
  // Joins the store when a member's data dialog's code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof memberDataSlice> {}
}

export const { selectMemberDownloading, selectMemberDownloadProgress, selectMemberDataFlow } =
  memberDataSlice.injectInto(slicesReducer).selectors;
