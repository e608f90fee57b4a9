import { shell } from '../../routes/declareRoute';

export const profileRoutes = [
  shell({
    id: 'profile',
    name: 'Profile',
    path: '/user/profile',
    page: () => import('./pages/ProfilePage').then((m) => m.ProfilePage),
  }),
];
