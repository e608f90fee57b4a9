import { shell } from '../../routes/declareRoute';

export const apiKeyRoutes = [
  shell({
    id: 'apiKeys',
    name: 'API Keys',
    path: '/settings/api-keys',
    accessKeys: ['CompanySettings'],
    page: () => import('./pages/ApiKeysPage').then((m) => m.ApiKeysPage),
  }),
];
