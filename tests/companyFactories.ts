import type { Profile } from '../contract/auth';
import type { CompanyFlow, CompanyState } from '../src/features/company/companySlice';
import { idleFlow, type FlowState } from '../src/lib/flows';
import type { Company, CompanyListItem } from '../contract/company';

type ProfileCompany = NonNullable<Profile['company']>;

export function buildCompanyListItem(overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  const companyID = overrides.companyID ?? 'acme';
  return {
    companyID,
    name: `Company ${companyID}`,
    isActive: 1,
    logo: null,
    adminMenu: [],
    featuredLinks: [],
    companyNumber: 1,
    dateCreated: '2026-01-05T09:00:00.000Z',
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
    menuColor: null,
    ...overrides,
  };
}

/** Every field of an organisation, as GET /company/{id} answers. */
export function buildCompany(overrides: Partial<Company> = {}): Company {
  const companyID = overrides.companyID ?? 'acme';
  return {
    companyID,
    name: 'Acme Workers Union',
    isActive: 1,
    companyNumber: 1,
    logo: null,
    favicon: null,
    adminColor: { color_hex: '#0f766e' },
    menuColor: '#1f2a44',
    brandUrl: 'https://example.com/acme',
    copyright: { message: '© 2026 Acme Workers Union' },
    featuredLinks: [{ name: 'Member handbook', url: 'https://example.com/acme/handbook' }],
    adminMenu: [],
    mobileMenu: [],
    colorSetting: {},
    isConfigFileReady: false,
    accountSetupLink: null,
    emailDomain: 'acme.test',
    allowPushcastEmail: false,
    maintenance: false,
    defaultLanguage: 'en',
    messageReview: { mode: 'off', above: 1000 },
    dateCreated: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

const COMPANY_FLOWS: readonly CompanyFlow[] = [
  'companies',
  'menuColor',
  'list',
  'get',
  'number',
  'save',
  'status',
  'delete',
];

/** The company slice's state for preloading a store: every flow idle unless given. */
export function buildCompanyState(
  overrides: Partial<Omit<CompanyState, 'flows'>> & {
    flows?: Partial<Record<CompanyFlow, FlowState>>;
  } = {},
): CompanyState {
  const { flows, ...rest } = overrides;
  return {
    companies: [],
    selectedCompanyID: null,
    menuColor: null,
    current: null,
    lastCompanyNumber: null,
    ...rest,
    flows: {
      ...(Object.fromEntries(COMPANY_FLOWS.map((flow) => [flow, idleFlow])) as Record<
        CompanyFlow,
        FlowState
      >),
      ...flows,
    },
  };
}
