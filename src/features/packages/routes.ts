import { shell } from '../../routes/declareRoute';

const packageForm = () => import('./pages/PackageFormPage').then((m) => m.PackageFormPage);

export const packageRoutes = [
  shell({
    id: 'packages',
    name: 'Member Benefits',
    path: '/packages/list',
    accessKeys: ['packages'],
    page: () => import('./pages/PackagesPage').then((m) => m.PackagesPage),
  }),
  shell({
    id: 'packageCreate',
    name: 'Create Member Benefit',
    path: '/packages/create',
    accessKeys: ['packages'],
    parent: 'packages',
    page: packageForm,
  }),
  shell({
    id: 'packageEdit',
    name: 'Edit Member Benefit',
    path: '/packages/edit/:id',
    accessKeys: ['packages'],
    parent: 'packages',
    page: packageForm,
  }),
];
