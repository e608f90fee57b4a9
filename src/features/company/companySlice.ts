import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Company, CompanyListItem } from '../../../contract/company';
import { COOKIE, getCookie } from '../../lib/cookies';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import {
  createCompany,
  deleteCompany,
  fetchCompanies,
  fetchCompany,
  fetchCompanySettings,
  fetchLastCompanyNumber,
  fetchMenuColor,
  reloadCompanies,
  saveCompanySettings,
  setCompanyStatus,
  updateCompany,
} from './companyThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type CompanyFlow =
  'companies' | 'menuColor' | 'list' | 'get' | 'number' | 'save' | 'status' | 'delete';

export interface CompanyState {
  companies: CompanyListItem[];
  /** The organisation a platform admin works in; null for all of them. */
  selectedCompanyID: string | null;
  /** A channel admin's sidebar colour (the channel's 'menu-color' setting). */
  menuColor: string | null;
  /** The organisation being edited, or whose settings are shown. */
  current: Company | null;
  /** The highest company number given so far, shown on the create form. */
  lastCompanyNumber: number | null;
  flows: Record<CompanyFlow, FlowState>;
}

const flows = trackFlows<CompanyFlow>({
  companies: [fetchCompanies],
  menuColor: [fetchMenuColor],
  list: [reloadCompanies],
  get: [fetchCompany, fetchCompanySettings],
  number: [fetchLastCompanyNumber],
  save: [createCompany, updateCompany, saveCompanySettings],
  status: [setCompanyStatus],
  delete: [deleteCompany],
});

function initialCompanyState(): CompanyState {
  return {
    companies: [],
    selectedCompanyID: getCookie(COOKIE.companyID) ?? null,
    menuColor: null,
    current: null,
    lastCompanyNumber: null,
    flows: flows.initial,
  };
}

/** The list item of an organisation, from its full record. */
export const listItemOf = (company: Company): CompanyListItem => ({
  companyID: company.companyID,
  name: company.name,
  isActive: company.isActive,
  logo: company.logo,
  adminMenu: company.adminMenu,
  featuredLinks: company.featuredLinks,
  companyNumber: company.companyNumber,
  dateCreated: company.dateCreated,
});

function putInList(state: CompanyState, company: Company) {
  const item = listItemOf(company);
  const index = state.companies.findIndex((c) => c.companyID === company.companyID);
  if (index === -1) state.companies.push(item);
  else state.companies[index] = item;
}

export const companySlice = createSlice({
  name: 'company',
  initialState: initialCompanyState,
  reducers: {
    companySelected(state, { payload }: PayloadAction<string | null>) {
      state.selectedCompanyID = payload;
    },
    /** A form or dialog closed: its outcome must not greet the next one. */
    companyFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.status = idleFlow;
      state.flows.delete = idleFlow;
    },
    currentCompanyCleared(state) {
      state.current = null;
      state.flows.get = idleFlow;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCompanies.fulfilled, (state, { payload }) => {
        state.companies = payload;
      })
      .addCase(reloadCompanies.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.list, meta)) state.companies = payload;
      })
      .addCase(fetchMenuColor.fulfilled, (state, { payload }) => {
        state.menuColor = payload;
      })
      .addCase(fetchLastCompanyNumber.fulfilled, (state, { payload }) => {
        state.lastCompanyNumber = payload;
      })
      .addMatcher(
        (action) =>
          fetchCompany.fulfilled.match(action) || fetchCompanySettings.fulfilled.match(action),
        (state, action: PayloadAction<Company, string, { requestId: string }>) => {
          if (isLatestRequest(state.flows.get, action.meta)) state.current = action.payload;
        },
      )
      .addMatcher(
        (action) =>
          createCompany.fulfilled.match(action) ||
          updateCompany.fulfilled.match(action) ||
          saveCompanySettings.fulfilled.match(action) ||
          setCompanyStatus.fulfilled.match(action),
        (state, { payload }: PayloadAction<Company>) => {
          putInList(state, payload);
          if (state.current?.companyID === payload.companyID) state.current = payload;
        },
      )
      .addMatcher(deleteCompany.fulfilled.match, (state, { payload }: PayloadAction<string>) => {
        state.companies = state.companies.filter((c) => c.companyID !== payload);
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectCompanies: (state) => state.companies,
    selectCompaniesStatus: (state) => state.flows.companies.status,
    selectSelectedCompanyID: (state) => state.selectedCompanyID,
    selectMenuColor: (state) => state.menuColor,
    selectMenuColorStatus: (state) => state.flows.menuColor.status,
    selectCurrentCompany: (state) => state.current,
    selectLastCompanyNumber: (state) => state.lastCompanyNumber,
    selectCompanyFlow: (state, flow: CompanyFlow) => state.flows[flow],
  },
});

export const { companySelected, companyFlowsCleared, currentCompanyCleared } = companySlice.actions;

export const {
  selectCompanies,
  selectCompaniesStatus,
  selectSelectedCompanyID,
  selectMenuColor,
  selectMenuColorStatus,
  selectCurrentCompany,
  selectLastCompanyNumber,
  selectCompanyFlow,
} = companySlice.selectors;

const byName = (a: CompanyListItem, b: CompanyListItem) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The organisations a platform admin can switch to: the active ones, sorted by name. */
export const selectActiveCompaniesByName = createSelector([selectCompanies], (companies) =>
  companies.filter((company) => company.isActive === 1).sort(byName),
);

declare module '../../state/slicesReducer' {
  // A session slice: app/store.ts adds it before the store is made, so it is always present.
  export interface LazyLoadedSlices extends WithSlice<typeof companySlice> {}
}
