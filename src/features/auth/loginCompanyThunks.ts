import { createApiThunk } from '../../state/createApiThunk';
import * as authApi from './authApi';

/** The branding of the company login page (/{companyID}), read before anyone signs in. */
export const fetchLoginCompany = createApiThunk(
  'loginCompany/fetch',
  (companyID: string) => authApi.fetchPublicCompany(companyID),
  {
    condition: (companyID, { getState }) => {
      const { loginCompany } = getState();
      return !(
        loginCompany.companyID === companyID && loginCompany.flows.fetch.status !== 'failed'
      );
    },
  },
);
