import { shell } from '../../routes/declareRoute';

export const analyticsRoutes = [
  shell({
    id: 'analytics',
    name: 'Analytics',
    path: '/analytics',
    accessKeys: ['messages'],
    page: () => import('./pages/AnalyticsPage').then((m) => m.AnalyticsPage),
  }),
];
