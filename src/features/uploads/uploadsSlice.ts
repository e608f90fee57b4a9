import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Upload } from '../../../contract/uploads';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { deleteUpload, fetchUpload, fetchUploads, updateUpload } from './uploadsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type UploadsFlow = 'list' | 'get' | 'save' | 'delete';

export interface UploadsState {
  /** The page of files in view, of the kind in view. */
  uploads: Upload[];
  total: number;
  /** The file the edit page shows. */
  current: Upload | null;
  flows: Record<UploadsFlow, FlowState>;
}

const flows = trackFlows<UploadsFlow>({
  list: [fetchUploads],
  get: [fetchUpload],
  save: [updateUpload],
  delete: [deleteUpload],
});

const initialState: UploadsState = {
  uploads: [],
  total: 0,
  current: null,
  flows: flows.initial,
};

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState,
  reducers: {
    /** Leaving the edit page or closing a dialog: its outcome should not greet the next one. */
    uploadFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.delete = idleFlow;
      state.flows.get = idleFlow;
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUploads.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.uploads = payload.uploads;
        state.total = payload.total;
      })
      .addCase(fetchUpload.pending, (state, { meta }) => {
        // Asked again for the same file (its length still to come): keep showing it meanwhile.
        if (state.current?._id !== meta.arg) state.current = null;
      })
      .addCase(fetchUpload.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.get, meta)) state.current = payload;
      })
      .addCase(updateUpload.fulfilled, (state, { payload }) => {
        state.current = payload;
        state.uploads = state.uploads.map((item) => (item._id === payload._id ? payload : item));
      })
      .addCase(deleteUpload.fulfilled, (state, { payload }) => {
        state.uploads = state.uploads.filter((item) => item._id !== payload);
        state.total = Math.max(0, state.total - 1);
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectUploads: (state) => state.uploads,
    selectUploadTotal: (state) => state.total,
    selectCurrentUpload: (state) => state.current,
    selectUploadsFlow: (state, flow: UploadsFlow) => state.flows[flow],
  },
});

declare module '../../state/slicesReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof uploadsSlice> {}
}

export const { uploadFlowsCleared } = uploadsSlice.actions;
export const { selectUploads, selectUploadTotal, selectCurrentUpload, selectUploadsFlow } =
  uploadsSlice.injectInto(slicesReducer).selectors;
