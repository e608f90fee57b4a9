import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompanyListItem } from '../../../contract/company';
import { COOKIE, getCookie } from '../../lib/cookies';
import { trackFlows, type FlowState } from '../../lib/flows';
import { fetchCompanies, fetchMenuColor } from './companyThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type CompanyFlow = 'companies' | 'menuColor';

export interface CompanyState {
  companies: CompanyListItem[];
  /** The organisation a platform admin works in; null for all of them. */
  selectedCompanyID: string | null;
  /** A channel admin's sidebar colour (the channel's 'menu-color' setting). */
  menuColor: string | null;
  flows: Record<CompanyFlow, FlowState>;
}

const flows = trackFlows<CompanyFlow>({
  companies: [fetchCompanies],
  menuColor: [fetchMenuColor],
});

function initialCompanyState(): CompanyState {
  return {
    companies: [],
    selectedCompanyID: getCookie(COOKIE.companyID) ?? null,
    menuColor: null,
    flows: flows.initial,
  };
}

export const companySlice = createSlice({
  name: 'company',
  initialState: initialCompanyState,
  reducers: {
    companySelected(state, { payload }: PayloadAction<string | null>) {
      state.selectedCompanyID = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCompanies.fulfilled, (state, { payload }) => {
        state.companies = payload;
      })
      .addCase(fetchMenuColor.fulfilled, (state, { payload }) => {
        state.menuColor = payload;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectCompanies: (state) => state.companies,
    selectCompaniesStatus: (state) => state.flows.companies.status,
    selectSelectedCompanyID: (state) => state.selectedCompanyID,
    selectMenuColor: (state) => state.menuColor,
    selectMenuColorStatus: (state) => state.flows.menuColor.status,
  },
});

export const { companySelected } = companySlice.actions;

export const {
  selectCompanies,
  selectCompaniesStatus,
  selectSelectedCompanyID,
  selectMenuColor,
  selectMenuColorStatus,
} = companySlice.selectors;

const byName = (a: CompanyListItem, b: CompanyListItem) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The organisations a platform admin can switch to: the active ones, sorted by name. */
export const selectActiveCompaniesByName = createSelector([selectCompanies], (companies) =>
  companies.filter((company) => company.isActive === 1).sort(byName),
);
