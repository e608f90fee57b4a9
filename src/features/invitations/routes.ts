import { open, shell } from '../../routes/declareRoute';

export const invitationRoutes = [
  open({
    id: 'invitation',
    name: 'ChannelInvitationLink',
    path: '/:companyID/:inviteToken',
    page: () => import('./pages/InvitationPage').then((m) => m.InvitationPage),
  }),
  open({
    id: 'invitationConfirm',
    name: 'ChannelInvitationLinkConfirmation',
    path: '/:companyID/:hashID/confirm',
    page: () => import('./pages/InvitationConfirmPage').then((m) => m.InvitationConfirmPage),
  }),
  shell({
    id: 'invitationLinks',
    name: 'Invitation Links',
    path: '/other-settings/invitation-links',
    accessKeys: ['settings'],
    parent: 'otherSettings',
    page: () => import('./pages/InvitationLinksPage').then((m) => m.InvitationLinksPage),
  }),
];
