import type { DomainRoutes } from '../../domains';
import { funnelRoutes } from './funnelRoutes';
import { linkRoutes } from './linkRoutes';
import { qrRoutes } from './qrRoutes';
import { registerRoutes } from './registerRoutes';

/**
 * Channel invitation links (SPEC.md section 1, "Sign-up by invitation link"): the admins' links
 * and their QR codes, and the invitee's public registration and confirmation.
 */
export const invitationRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(funnelRoutes, repositories);
  void app.register(linkRoutes, repositories);
  void app.register(qrRoutes, repositories);
  void app.register(registerRoutes, repositories);
  done();
};
