import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompanyListItem } from '../../../contract/company';
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { errorCode, errorMessage, messageForCode } from '../../lib/apiErrors';
import { COOKIE, getCookie } from '../../lib/cookies';
import type { RequestStatus } from '../../lib/requestStatus';
import * as companyApi from './companyApi';

export interface CompanyState {
  companies: CompanyListItem[];
  companiesStatus: RequestStatus;
  /** The organisation a platform admin works in; null for all of them. */
  selectedCompanyID: string | null;
  /** A channel admin's sidebar colour (the channel's 'menu-color' setting). */
  menuColor: string | null;
  menuColorStatus: RequestStatus;
  error: string | null;
}

function initialCompanyState(): CompanyState {
  return {
    companies: [],
    companiesStatus: 'idle',
    selectedCompanyID: getCookie(COOKIE.companyID) ?? null,
    menuColor: null,
    menuColorStatus: 'idle',
    error: null,
  };
}

const rejection = (err: unknown) => ({ message: errorMessage(err), code: errorCode(err) });

export const fetchCompanies = createAppAsyncThunk(
  'company/fetchCompanies',
  async (_: void, { rejectWithValue }) => {
    try {
      return await companyApi.fetchCompanies();
    } catch (err) {
      const { message, code } = rejection(err);
      return rejectWithValue(message, { code });
    }
  },
  { condition: (_, { getState }) => getState().company.companiesStatus !== 'loading' },
);

export const fetchMenuColor = createAppAsyncThunk(
  'company/fetchMenuColor',
  async (contentProviderID: string, { rejectWithValue }) => {
    try {
      return await companyApi.fetchMenuColor(contentProviderID);
    } catch (err) {
      const { message, code } = rejection(err);
      return rejectWithValue(message, { code });
    }
  },
  { condition: (_, { getState }) => getState().company.menuColorStatus !== 'loading' },
);

const failureMessage = (payload: string | undefined) => payload ?? messageForCode('internal_error');

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
      .addCase(fetchCompanies.pending, (state) => {
        state.companiesStatus = 'loading';
        state.error = null;
      })
      .addCase(fetchCompanies.fulfilled, (state, { payload }) => {
        state.companiesStatus = 'succeeded';
        state.companies = payload;
      })
      .addCase(fetchCompanies.rejected, (state, action) => {
        state.companiesStatus = 'failed';
        state.error = failureMessage(action.payload);
      })
      .addCase(fetchMenuColor.pending, (state) => {
        state.menuColorStatus = 'loading';
      })
      .addCase(fetchMenuColor.fulfilled, (state, { payload }) => {
        state.menuColorStatus = 'succeeded';
        state.menuColor = payload;
      })
      .addCase(fetchMenuColor.rejected, (state, action) => {
        state.menuColorStatus = 'failed';
        state.error = failureMessage(action.payload);
      });
  },
  selectors: {
    selectCompanies: (state) => state.companies,
    selectCompaniesStatus: (state) => state.companiesStatus,
    selectSelectedCompanyID: (state) => state.selectedCompanyID,
    selectMenuColor: (state) => state.menuColor,
    selectMenuColorStatus: (state) => state.menuColorStatus,
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
