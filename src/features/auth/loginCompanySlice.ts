import { createSlice } from '@reduxjs/toolkit';
import type { PublicCompany } from '../../../contract/auth';
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { errorCode, errorMessage } from '../../lib/apiErrors';
import type { RequestStatus } from '../../lib/requestStatus';
import * as authApi from './authApi';

/** The branding of the company login page (/{companyID}), read before anyone signs in. */
export interface LoginCompanyState {
  companyID: string | null;
  company: PublicCompany | null;
  status: RequestStatus;
  /** True when the server does not know the company (or it is inactive). */
  unknown: boolean;
}

const initialState: LoginCompanyState = {
  companyID: null,
  company: null,
  status: 'idle',
  unknown: false,
};

export const fetchLoginCompany = createAppAsyncThunk(
  'loginCompany/fetch',
  async (companyID: string, { rejectWithValue }) => {
    try {
      return await authApi.fetchPublicCompany(companyID);
    } catch (err) {
      return rejectWithValue(errorMessage(err), { code: errorCode(err) });
    }
  },
  {
    condition: (companyID, { getState }) => {
      const { loginCompany } = getState();
      return !(loginCompany.companyID === companyID && loginCompany.status !== 'failed');
    },
  },
);

export const loginCompanySlice = createSlice({
  name: 'loginCompany',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchLoginCompany.pending, (state, { meta }) => {
        state.companyID = meta.arg;
        state.company = null;
        state.status = 'loading';
        state.unknown = false;
      })
      .addCase(fetchLoginCompany.fulfilled, (state, { payload }) => {
        state.company = payload;
        state.status = 'succeeded';
      })
      .addCase(fetchLoginCompany.rejected, (state, { meta }) => {
        state.status = 'failed';
        state.unknown = meta.code === 'not_found';
      });
  },
  selectors: {
    selectLoginCompany: (state) => state.company,
    selectLoginCompanyStatus: (state) => state.status,
    selectLoginCompanyUnknown: (state) => state.unknown,
  },
});

export const { selectLoginCompany, selectLoginCompanyStatus, selectLoginCompanyUnknown } =
  loginCompanySlice.selectors;
