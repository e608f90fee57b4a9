import { shell } from '../../routes/declareRoute';

/** Webhooks out: the organisation's endpoints and each one's delivery log, on the company settings' key. */
export const webhookRoutes = [
  shell({
    id: 'webhooks',
    name: 'Webhooks',
    path: '/settings/webhooks',
    accessKeys: ['CompanySettings'],
    page: () => import('./pages/WebhooksPage').then((m) => m.WebhooksPage),
  }),
  shell({
    id: 'webhookLog',
    name: 'Delivery Log',
    path: '/settings/webhooks/:id',
    accessKeys: ['CompanySettings'],
    parent: 'webhooks',
    page: () => import('./pages/WebhookLogPage').then((m) => m.WebhookLogPage),
  }),
];
