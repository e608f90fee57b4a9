import type {
  CompanySettingsBody,
  CreateCompanyBody,
  UpdateCompanyBody,
} from '../../../contract/company';
import type { DeliveryRules } from '../../../contract/deliveryRules';
import { createApiThunk } from '../../state/createApiThunk';
import { companyBrandingSaved } from '../../state/sessionActions';
import * as companyApi from './companyApi';
import type { BrandingFiles } from './companyApi';

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

/** A reload of the list the organisations page and the switcher share, whatever is running. */
export const reloadCompanies = createApiThunk('company/reloadCompanies', () =>
  companyApi.fetchCompanies(),
);

export const fetchCompany = createApiThunk('company/fetchCompany', (id: string, { signal }) =>
  companyApi.fetchCompany(id, signal),
);

export const fetchLastCompanyNumber = createApiThunk(
  'company/fetchLastCompanyNumber',
  (_: void, { signal }) => companyApi.fetchLastCompanyNumber(signal),
);

export const createCompany = createApiThunk(
  'company/createCompany',
  async ({ body, files }: { body: CreateCompanyBody; files: BrandingFiles }) =>
    companyApi.createCompany(body, files),
);

export const updateCompany = createApiThunk(
  'company/updateCompany',
  async (
    { id, body, files }: { id: string; body: UpdateCompanyBody; files: BrandingFiles },
    { dispatch },
  ) => {
    const company = await companyApi.updateCompany(id, body, files);
    dispatch(companyBrandingSaved(company));
    return company;
  },
);

export const setCompanyStatus = createApiThunk(
  'company/setCompanyStatus',
  ({ id, status }: { id: string; status: 0 | 1 }) => companyApi.setCompanyStatus(id, status),
);

export const deleteCompany = createApiThunk('company/deleteCompany', async (id: string) => {
  await companyApi.deleteCompany(id);
  return id;
});

export const fetchCompanySettings = createApiThunk(
  'company/fetchCompanySettings',
  (id: string, { signal }) => companyApi.fetchCompanySettings(id, signal),
);

/** Saves the settings and hands the branding to the session, so the shell follows at once. */
export const saveCompanySettings = createApiThunk(
  'company/saveCompanySettings',
  async ({ body, files }: { body: CompanySettingsBody; files: BrandingFiles }, { dispatch }) => {
    const company = await companyApi.saveCompanySettings(body, files);
    dispatch(companyBrandingSaved(company));
    return company;
  },
);

/** The company's zone, quiet hours and frequency cap (the settings page's delivery section). */
export const fetchDeliveryRules = createApiThunk(
  'company/fetchDeliveryRules',
  (_: void, { signal }) => companyApi.fetchDeliveryRules(signal),
);

export const saveDeliveryRules = createApiThunk(
  'company/saveDeliveryRules',
  (rules: DeliveryRules) => companyApi.saveDeliveryRules(rules),
);
