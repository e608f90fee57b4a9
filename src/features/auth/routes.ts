import { guest } from '../../routes/declareRoute';

export const authRoutes = [
  guest({
    id: 'login',
    name: 'Login',
    path: '/login',
    page: () => import('./pages/LoginPage').then((m) => m.LoginPage),
  }),
  guest({
    id: 'companyLogin',
    name: 'CompanyLogin',
    path: '/:companyID',
    page: () => import('./pages/CompanyLoginPage').then((m) => m.CompanyLoginPage),
  }),
  guest({
    id: 'passwordReset',
    name: 'Password Reset',
    path: '/password/reset/:type',
    page: () => import('./pages/PasswordResetPage').then((m) => m.PasswordResetPage),
  }),
  guest({
    id: 'setNewPassword',
    name: 'Set New Password',
    path: '/password/reset/:type/:token',
    page: () => import('./pages/PasswordResetTokenPage').then((m) => m.PasswordResetTokenPage),
  }),
];
