import { shell } from '../../routes/declareRoute';

const organizationForm = () =>
  import('./pages/OrganizationFormPage').then((m) => m.OrganizationFormPage);

export const companyRoutes = [
  shell({
    id: 'organizations',
    name: 'Organizations',
    path: '/organizations',
    accessKeys: ['company'],
    page: () => import('./pages/OrganizationsPage').then((m) => m.OrganizationsPage),
  }),
  shell({
    id: 'organizationCreate',
    name: 'Create Organization',
    path: '/organizations/create',
    accessKeys: ['company'],
    parent: 'organizations',
    page: organizationForm,
  }),
  shell({
    id: 'organizationEdit',
    name: 'Edit Organization',
    path: '/organizations/edit/:id',
    accessKeys: ['company'],
    parent: 'organizations',
    page: organizationForm,
  }),
  shell({
    id: 'companySettings',
    name: 'Company Settings',
    path: '/settings',
    accessKeys: ['CompanySettings'],
    page: () => import('./pages/CompanySettingsPage').then((m) => m.CompanySettingsPage),
  }),
];
