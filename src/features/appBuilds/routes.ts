import { guest, shell } from '../../routes/declareRoute';

export const appBuildsRoutes = [
  guest({
    id: 'provisionForm',
    name: 'Provisioning',
    path: '/provision/:companyID',
    page: () => import('./pages/ProvisionFormPage').then((m) => m.ProvisionFormPage),
  }),
  shell({
    id: 'replicaBuilds',
    name: 'Replica Builds',
    path: '/other-settings/replica-builds',
    accessKeys: ['settings'],
    parent: 'otherSettings',
    page: () => import('./pages/ReplicaBuildsPage').then((m) => m.ReplicaBuildsPage),
  }),
  shell({
    id: 'auxiliaryBuilds',
    name: 'Auxiliary Builds',
    path: '/other-settings/auxiliary-builds',
    accessKeys: ['settings'],
    parent: 'otherSettings',
    page: () => import('./pages/AuxiliaryBuildsPage').then((m) => m.AuxiliaryBuildsPage),
  }),
  shell({
    id: 'provisioningSettings',
    name: 'Provisioning Settings',
    path: '/other-settings/provisioning',
    accessKeys: ['settings'],
    parent: 'otherSettings',
    page: () => import('./pages/ProvisioningPage').then((m) => m.ProvisioningPage),
  }),
];
