import { shell } from '../../routes/declareRoute';

export const unionLinkRoutes = [
  shell({
    id: 'links',
    name: 'App Content (Links)',
    path: '/links',
    accessKeys: ['unionLinks'],
    page: () => import('./pages/UnionLinksPage').then((m) => m.UnionLinksPage),
  }),
  shell({
    id: 'linkTypes',
    name: 'Screen Banners',
    path: '/links/types/list',
    accessKeys: ['unionLinks'],
    parent: 'links',
    page: () => import('./pages/BannersPage').then((m) => m.BannersPage),
  }),
  // SPEC.md names only /links/{id}; a new link's page is named as what it does.
  shell({
    id: 'linkCreate',
    name: 'New Link',
    path: '/links/create',
    accessKeys: ['unionLinks'],
    parent: 'links',
    page: () => import('./pages/UnionLinkFormPage').then((m) => m.UnionLinkFormPage),
  }),
  shell({
    id: 'linkEdit',
    name: 'Edit Link',
    path: '/links/:id',
    accessKeys: ['unionLinks'],
    parent: 'links',
    page: () => import('./pages/UnionLinkFormPage').then((m) => m.UnionLinkFormPage),
  }),
];
