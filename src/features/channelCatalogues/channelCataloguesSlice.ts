import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { CatalogueItem, CatalogueKind } from '../../../contract/channelCatalogues';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import {
  deleteCatalogueItem,
  fetchCatalogue,
  fetchCatalogueItem,
  saveCatalogueItem,
  setCategoryGroup,
} from './channelCataloguesThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type CataloguesFlow = 'list' | 'get' | 'save' | 'delete' | 'assign';

export interface CataloguesState {
  /** Each catalogue's rows, once loaded. */
  lists: Partial<Record<CatalogueKind, CatalogueItem[]>>;
  /** The row the form edits. */
  current: CatalogueItem | null;
  /** The category being put in or out of a group, and where, while its call runs. */
  assigning: { categoryId: string; groupId: string | null } | null;
  flows: Record<CataloguesFlow, FlowState>;
}

const flows = trackFlows<CataloguesFlow>({
  list: [fetchCatalogue],
  get: [fetchCatalogueItem],
  save: [saveCatalogueItem],
  delete: [deleteCatalogueItem],
  assign: [setCategoryGroup],
});

const initialState: CataloguesState = {
  lists: {},
  current: null,
  assigning: null,
  flows: flows.initial,
};

export const channelCataloguesSlice = createSlice({
  name: 'channelCatalogues',
  initialState,
  reducers: {
    /** Leaving a form or closing a dialog: its outcome should not greet the next one. */
    catalogueFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.delete = idleFlow;
      state.flows.get = idleFlow;
      state.flows.assign = idleFlow;
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCatalogue.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.lists[payload.kind] = payload.items;
      })
      .addCase(fetchCatalogueItem.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchCatalogueItem.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(saveCatalogueItem.fulfilled, (state, { payload, meta }) => {
        const list = state.lists[meta.arg.kind];
        if (list) {
          state.lists[meta.arg.kind] = meta.arg.id
            ? list.map((item) => (item._id === payload._id ? payload : item))
            : [payload, ...list];
        }
        state.current = payload;
      })
      .addCase(deleteCatalogueItem.fulfilled, (state, { payload }) => {
        const list = state.lists[payload.kind];
        if (list) state.lists[payload.kind] = list.filter((item) => item._id !== payload._id);
      })
      .addCase(setCategoryGroup.pending, (state, { meta }) => {
        state.assigning = meta.arg;
      })
      .addCase(setCategoryGroup.rejected, (state) => {
        state.assigning = null;
      })
      .addCase(setCategoryGroup.fulfilled, (state, { payload }) => {
        state.assigning = null;
        const list = state.lists.category;
        if (list) {
          state.lists.category = list.map((item) => (item._id === payload._id ? payload : item));
        }
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectCatalogue: (state, kind: CatalogueKind) => state.lists[kind],
    selectCurrentCatalogueItem: (state) => state.current,
    selectAssigningCategory: (state) => state.assigning,
    selectCataloguesFlow: (state, flow: CataloguesFlow) => state.flows[flow],
  },
});

export const { catalogueFlowsCleared } = channelCataloguesSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof channelCataloguesSlice> {}
}

export const {
  selectCatalogue,
  selectCurrentCatalogueItem,
  selectAssigningCategory,
  selectCataloguesFlow,
} = channelCataloguesSlice.injectInto(slicesReducer).selectors;
