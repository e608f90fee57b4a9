import { shell } from '../../routes/declareRoute';

const adminForm = () => import('./pages/AdminFormPage').then((m) => m.AdminFormPage);

export const adminRoutes = [
  shell({
    id: 'admins',
    name: 'Admins',
    path: '/user/admins',
    accessKeys: ['createAdmin'],
    page: () => import('./pages/AdminsPage').then((m) => m.AdminsPage),
  }),
  shell({
    id: 'adminCreate',
    name: 'Create Admin',
    path: '/user/admins/create',
    accessKeys: ['createAdmin'],
    parent: 'admins',
    page: adminForm,
  }),
  shell({
    id: 'adminEdit',
    name: 'Edit Admin',
    path: '/user/admins/edit/:id',
    accessKeys: ['createAdmin'],
    parent: 'admins',
    page: adminForm,
  }),
  // Admins and roles: the roles screen (docs/decisions.md, "Admins and roles").
  shell({
    id: 'roles',
    name: 'Roles',
    path: '/user/roles',
    accessKeys: ['createAdmin'],
    parent: 'admins',
    page: () => import('./pages/RolesPage').then((m) => m.RolesPage),
  }),
];
