import { open } from '../../routes/declareRoute';

export const recipientRoutes = [
  open({
    id: 'recipientMessage',
    name: 'Message',
    path: '/m/:receiptID',
    page: () => import('./pages/RecipientMessagePage').then((m) => m.RecipientMessagePage),
  }),
];
