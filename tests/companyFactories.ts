import type { Profile } from '../contract/auth';
import type { CompanyListItem } from '../contract/company';

type ProfileCompany = NonNullable<Profile['company']>;

export function buildCompanyListItem(overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  const companyID = overrides.companyID ?? 'acme';
  return {
    companyID,
    name: `Company ${companyID}`,
    isActive: 1,
    adminMenu: [],
    featuredLinks: [],
    ...overrides,
  };
}

export function buildProfileCompany(overrides: Partial<ProfileCompany> = {}): ProfileCompany {
  return {
    companyID: 'acme',
    name: 'Acme Workers Union',
    logo: null,
    favicon: null,
    adminColor: { color_hex: null },
    featuredLinks: [],
    copyright: { message: null },
    adminMenu: [],
    ...overrides,
  };
}
