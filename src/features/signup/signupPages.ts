// The route table lazy-loads every sign-up page from this one module: one chunk, so the sign-in
// page's download (which carries the route table) names one file for the five routes, not five.
export { AppLinksPage } from './pages/AppLinksPage';
export { SendingEmailPage } from './pages/SendingEmailPage';
export { SmsSignupPage } from './pages/SmsSignupPage';
export { SmsSignupSendPage } from './pages/SmsSignupSendPage';
export { VerifySendingEmailPage } from './pages/VerifySendingEmailPage';
