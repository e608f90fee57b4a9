import type { DomainRoutes } from '../../domains';
import { appLinksRoutes } from './appLinksRoutes';
import { registerRoutes } from './registerRoutes';
import { sendingEmailRoutes } from './sendingEmailRoutes';
import { smsRoutes } from './smsRoutes';

/**
 * Sign-up of app users by SMS link or deep link, the company's sending-email verification and
 * the app's links page (docs/decisions.md, "SMS sign-up and account verification").
 */
export const signupRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(smsRoutes, repositories);
  void app.register(registerRoutes, repositories);
  void app.register(sendingEmailRoutes, repositories);
  void app.register(appLinksRoutes, repositories);
  done();
};
