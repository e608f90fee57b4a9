import { shell } from '../../routes/declareRoute';

export const mailboxRoutes = [
  shell({
    id: 'mailbox',
    name: 'Mailbox',
    path: '/mailbox',
    accessKeys: ['company'],
    platformOnly: true,
    page: () => import('./pages/MailboxPage').then((m) => m.MailboxPage),
  }),
];
