import { shell } from '../../routes/declareRoute';

const channelForm = () => import('./pages/ChannelFormPage').then((m) => m.ChannelFormPage);

export const channelRoutes = [
  shell({
    id: 'channels',
    name: 'Channels',
    path: '/content-provider/list',
    accessKeys: ['contentProvider'],
    page: () => import('./pages/ChannelsPage').then((m) => m.ChannelsPage),
  }),
  shell({
    id: 'channelCreate',
    name: 'Create Channel',
    path: '/content-provider/create',
    accessKeys: ['contentProvider'],
    parent: 'channels',
    page: channelForm,
  }),
  shell({
    id: 'channelEdit',
    name: 'Edit Channel',
    path: '/content-provider/edit/:id',
    accessKeys: ['contentProvider'],
    parent: 'channels',
    page: channelForm,
  }),
];
