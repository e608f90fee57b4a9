import { shell } from '../../routes/declareRoute';

export const mobileUserRoutes = [
  shell({
    id: 'users',
    name: 'Users',
    path: '/users',
    accessKeys: ['profile', 'userList'],
    page: () => import('./pages/UsersPage').then((m) => m.UsersPage),
  }),
  shell({
    id: 'recoveredUsers',
    name: 'Re-registered',
    path: '/users/recovered',
    accessKeys: ['profile', 'userList'],
    parent: 'users',
    page: () => import('./pages/RecoveredUsersPage').then((m) => m.RecoveredUsersPage),
  }),
];
