import { guest, open, shell } from '../../routes/declareRoute';

export const signupRoutes = [
  guest({
    id: 'smsRegistration',
    name: 'SMS Registration',
    path: '/:companyID/register/sms/:token',
    page: () => import('./signupPages').then((m) => m.SmsSignupPage),
  }),
  guest({
    id: 'accountVerification',
    name: 'Account Verification',
    path: '/:companyID/verify-sending-email/:messageID',
    page: () => import('./signupPages').then((m) => m.VerifySendingEmailPage),
  }),
  open({
    id: 'appLinks',
    name: 'AppLinks',
    path: '/app-links-preview',
    page: () => import('./signupPages').then((m) => m.AppLinksPage),
  }),
  shell({
    id: 'smsSignupSend',
    name: 'Send Sign-up Links',
    path: '/users/sms-signup',
    accessKeys: ['profile', 'userList'],
    parent: 'users',
    page: () => import('./signupPages').then((m) => m.SmsSignupSendPage),
  }),
  shell({
    id: 'sendingEmail',
    name: 'Sending Email',
    path: '/settings/sending-email',
    accessKeys: ['CompanySettings'],
    parent: 'companySettings',
    page: () => import('./signupPages').then((m) => m.SendingEmailPage),
  }),
];
