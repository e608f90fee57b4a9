import { createApiThunk } from '../../app/createApiThunk';
import * as companyApi from './companyApi';

export const fetchCompanies = createApiThunk(
  'company/fetchCompanies',
  () => companyApi.fetchCompanies(),
  { condition: (_, { getState }) => getState().company.flows.companies.status !== 'loading' },
);

export const fetchMenuColor = createApiThunk(
  'company/fetchMenuColor',
  (contentProviderID: string) => companyApi.fetchMenuColor(contentProviderID),
  { condition: (_, { getState }) => getState().company.flows.menuColor.status !== 'loading' },
);
