import { shell } from '../../routes/declareRoute';

/** Saved message templates: whoever may send (the compose page's key) keeps them. */
export const messageTemplateRoutes = [
  shell({
    id: 'messageTemplates',
    name: 'Message Templates',
    path: '/messages/templates',
    accessKeys: ['messages'],
    page: () => import('./pages/TemplatesPage').then((m) => m.TemplatesPage),
  }),
  shell({
    id: 'messageTemplateCreate',
    name: 'New Template',
    path: '/messages/templates/create',
    accessKeys: ['messages'],
    parent: 'messageTemplates',
    page: () => import('./pages/TemplateFormPage').then((m) => m.TemplateFormPage),
  }),
  shell({
    id: 'messageTemplateEdit',
    name: 'Edit Template',
    path: '/messages/templates/:id',
    accessKeys: ['messages'],
    parent: 'messageTemplates',
    page: () => import('./pages/TemplateFormPage').then((m) => m.TemplateFormPage),
  }),
];
