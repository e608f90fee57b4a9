import { open } from '../../routes/declareRoute';

export const unsubscribeRoutes = [
  open({
    id: 'emailUnsubscribe',
    name: 'Unsubscribe',
    path: '/unsubscribe/:token',
    page: () => import('./pages/UnsubscribePage').then((m) => m.UnsubscribePage),
  }),
];
