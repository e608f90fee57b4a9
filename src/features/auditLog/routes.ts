import { shell } from '../../routes/declareRoute';

export const auditLogRoutes = [
  shell({
    id: 'auditLog',
    name: 'Audit Log',
    path: '/audit-log',
    accessKeys: ['CompanySettings'],
    page: () => import('./pages/AuditLogPage').then((m) => m.AuditLogPage),
  }),
];
