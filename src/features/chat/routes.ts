import { shell } from '../../routes/declareRoute';

export const chatRoutes = [
  shell({
    id: 'chatHistory',
    name: 'Chat (IM) History',
    path: '/users/im',
    accessKeys: ['profile', 'userList'],
    parent: 'users',
    page: () => import('./pages/ChatHistoryPage').then((m) => m.ChatHistoryPage),
  }),
];
