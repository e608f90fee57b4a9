import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AuditEntry, AuditPerson } from '../../../contract/auditLog';
import { slicesReducer } from '../../state/slicesReducer';
import { isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { downloadAuditCsv, fetchAuditPage, fetchAuditPeople } from './auditLogThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type AuditLogFlow = 'list' | 'people' | 'csv';

export interface AuditLogState {
  entries: AuditEntry[];
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
  people: AuditPerson[];
  flows: Record<AuditLogFlow, FlowState>;
  csvProgress: number | null;
}

const flows = trackFlows<AuditLogFlow>({
  list: [fetchAuditPage],
  people: [fetchAuditPeople],
  csv: [downloadAuditCsv],
});

const initialState: AuditLogState = {
  entries: [],
  nextCursor: null,
  people: [],
  flows: flows.initial,
  csvProgress: null,
};

export const auditLogSlice = createSlice({
  name: 'auditLog',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAuditPage.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.entries = payload.entries;
        state.nextCursor = payload.nextCursor;
      })
      .addCase(fetchAuditPeople.fulfilled, (state, { payload }) => {
        state.people = payload;
      })
      .addCase(downloadAuditCsv.pending, (state) => {
        state.csvProgress = null;
      })
      .addCase(downloadAuditCsv.progressed, (state, { payload }) => {
        state.csvProgress = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectAuditEntries: (state) => state.entries,
    selectAuditNextCursor: (state) => state.nextCursor,
    selectAuditPeople: (state) => state.people,
    selectAuditFlow: (state, flow: AuditLogFlow) => state.flows[flow],
    selectAuditCsvProgress: (state) => state.csvProgress,
  },
});

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof auditLogSlice> {}
}

export const {
  selectAuditEntries,
  selectAuditNextCursor,
  selectAuditPeople,
  selectAuditFlow,
  selectAuditCsvProgress,
} = auditLogSlice.injectInto(slicesReducer).selectors;
