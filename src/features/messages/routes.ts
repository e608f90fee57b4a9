import { shell } from '../../routes/declareRoute';

export const messageRoutes = [
  shell({
    id: 'sendMessage',
    name: 'Send Message',
    path: '/messages/send-notifications',
    accessKeys: ['messages'],
    page: () => import('./pages/SendMessagePage').then((m) => m.SendMessagePage),
  }),
  shell({
    id: 'messageHistory',
    name: 'Message History',
    path: '/messages/history',
    accessKeys: ['messages'],
    page: () => import('./pages/MessageHistoryPage').then((m) => m.MessageHistoryPage),
  }),
  shell({
    // Part of the Message History screen: it keeps that name, and messaging-only admins may
    // open it too (access.ts).
    id: 'messageDetail',
    name: 'Message History',
    path: '/messages/history/:messageID',
    accessKeys: ['messages'],
    page: () => import('./pages/MessageDetailPage').then((m) => m.MessageDetailPage),
  }),
  shell({
    // A message's A/B test, part of the Message History screen as the message is.
    id: 'messageAbTest',
    name: 'Message History',
    path: '/messages/history/:messageID/ab-test',
    accessKeys: ['messages'],
    page: () => import('./pages/AbTestResultPage').then((m) => m.AbTestResultPage),
  }),
  shell({
    id: 'awardCampaigns',
    name: 'Award Campaigns',
    path: '/messages/award-campaigns',
    accessKeys: ['messages'],
    page: () => import('./pages/CampaignsPage').then((m) => m.CampaignsPage),
  }),
  shell({
    id: 'awardCampaignCreate',
    name: 'Create Award Campaign',
    path: '/messages/award-campaigns/create',
    accessKeys: ['messages'],
    parent: 'awardCampaigns',
    page: () => import('./pages/CampaignFormPage').then((m) => m.CampaignFormPage),
  }),
  shell({
    id: 'awardCampaignEdit',
    name: 'Edit Award Campaign',
    path: '/messages/award-campaigns/edit/:campaignID',
    accessKeys: ['messages'],
    parent: 'awardCampaigns',
    page: () => import('./pages/CampaignFormPage').then((m) => m.CampaignFormPage),
  }),
  shell({
    id: 'messageSequence',
    name: 'Message Sequence',
    path: '/messages/sequence/list',
    accessKeys: ['messagesSequence'],
    page: () => import('./pages/SequencePage').then((m) => m.SequencePage),
  }),
  shell({
    // A step's edit form is this route with ?edit= (SequenceTable.tsx): a route of its own
    // would add to every first download.
    id: 'messageSequenceCreate',
    name: 'Create Message Sequence',
    path: '/messages/sequence/create',
    accessKeys: ['messagesSequence'],
    parent: 'messageSequence',
    page: () => import('./pages/SequenceFormPage').then((m) => m.SequenceFormPage),
  }),
];
