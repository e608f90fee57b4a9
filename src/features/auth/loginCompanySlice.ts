import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { PublicCompany } from '../../../contract/auth';
import { trackFlows, type FlowState } from '../../lib/flows';
import { fetchLoginCompany } from './loginCompanyThunks';

/** The branding of the company login page (/{companyID}), read before anyone signs in. */
export interface LoginCompanyState {
  companyID: string | null;
  company: PublicCompany | null;
  flows: { fetch: FlowState };
}

const flows = trackFlows<'fetch'>({ fetch: [fetchLoginCompany] });

const initialState: LoginCompanyState = { companyID: null, company: null, flows: flows.initial };

export const loginCompanySlice = createSlice({
  name: 'loginCompany',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchLoginCompany.pending, (state, { meta }) => {
        state.companyID = meta.arg;
        state.company = null;
      })
      .addCase(fetchLoginCompany.fulfilled, (state, { payload }) => {
        state.company = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectLoginCompany: (state) => state.company,
    selectLoginCompanyStatus: (state) => state.flows.fetch.status,
    /** The server does not know the company (or it is inactive). */
    selectLoginCompanyUnknown: (state) =>
      state.flows.fetch.status === 'failed' && state.flows.fetch.code === 'not_found',
  },
});

export const { selectLoginCompany, selectLoginCompanyStatus, selectLoginCompanyUnknown } =
  loginCompanySlice.selectors;

declare module '../../state/slicesReducer' {
  // A session slice: app/store.ts adds it before the store is made, so it is always present.
  export interface LazyLoadedSlices extends WithSlice<typeof loginCompanySlice> {}
}
