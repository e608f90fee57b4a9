import { shell } from '../../routes/declareRoute';

export const dashboardRoutes = [
  shell({
    id: 'dashboard',
    name: 'Dashboard',
    path: '/dashboard',
    page: () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
  }),
];
