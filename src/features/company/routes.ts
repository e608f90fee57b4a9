import { shell } from '../../routes/declareRoute';

const organisationForm = () =>
  import('./pages/OrganisationFormPage').then((m) => m.OrganisationFormPage);

export const companyRoutes = [
  shell({
    id: 'organizations',
    name: 'Organizations',
    path: '/organizations',
    accessKeys: ['company'],
    page: () => import('./pages/OrganisationsPage').then((m) => m.OrganisationsPage),
  }),
  shell({
    id: 'organizationCreate',
    name: 'Create Organization',
    path: '/organizations/create',
    accessKeys: ['company'],
    parent: 'organizations',
    page: organisationForm,
  }),
  shell({
    id: 'organizationEdit',
    name: 'Edit Organization',
    path: '/organizations/edit/:id',
    accessKeys: ['company'],
    parent: 'organizations',
    page: organisationForm,
  }),
  shell({
    id: 'companySettings',
    name: 'Company Settings',
    path: '/settings',
    accessKeys: ['CompanySettings'],
    page: () => import('./pages/CompanySettingsPage').then((m) => m.CompanySettingsPage),
  }),
];
