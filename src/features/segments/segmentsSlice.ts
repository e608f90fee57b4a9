import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Segment } from '../../../contract/segments';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { slicesReducer } from '../../state/slicesReducer';
import {
  countListedSegment,
  deleteSegment,
  fetchSegment,
  fetchSegments,
  saveSegment,
} from './segmentsThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type SegmentsFlow = 'list' | 'get' | 'save' | 'delete';

export interface SegmentsState {
  /** The page of segments in view. */
  segments: Segment[];
  total: number;
  /** The segment the editor shows. */
  current: Segment | null;
  flows: Record<SegmentsFlow, FlowState>;
}

const flows = trackFlows<SegmentsFlow>({
  list: [fetchSegments],
  get: [fetchSegment],
  save: [saveSegment],
  delete: [deleteSegment],
});

const initialState: SegmentsState = {
  segments: [],
  total: 0,
  current: null,
  flows: flows.initial,
};

export const segmentsSlice = createSlice({
  name: 'segments',
  initialState,
  reducers: {
    /** Leaving the editor: its outcome should not greet the next one. */
    segmentFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.get = idleFlow;
      state.flows.delete = idleFlow;
      state.current = null;
    },
    deleteFlowCleared(state) {
      state.flows.delete = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchSegments.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.segments = payload.segments;
        state.total = payload.total;
      })
      .addCase(fetchSegment.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchSegment.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.get, meta)) state.current = payload;
      })
      .addCase(saveSegment.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(countListedSegment.fulfilled, (state, { payload }) => {
        const row = state.segments.find((segment) => segment.id === payload.id);
        if (row) row.lastCount = payload.count;
      })
      .addCase(deleteSegment.fulfilled, (state, { payload }) => {
        state.segments = state.segments.filter((segment) => segment.id !== payload);
        state.total = Math.max(0, state.total - 1);
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectSegments: (state) => state.segments,
    selectSegmentTotal: (state) => state.total,
    selectCurrentSegment: (state) => state.current,
    selectSegmentsFlow: (state, flow: SegmentsFlow) => state.flows[flow],
  },
});

declare module '../../state/slicesReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof segmentsSlice> {}
}

export const { segmentFlowsCleared, deleteFlowCleared } = segmentsSlice.actions;
export const { selectSegments, selectSegmentTotal, selectCurrentSegment, selectSegmentsFlow } =
  segmentsSlice.injectInto(slicesReducer).selectors;
