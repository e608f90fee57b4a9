import type { DomainRoutes } from '../../domains';
import { adminDeviceRoutes } from './adminRoutes';
import { appDeviceRoutes } from './appRoutes';

/**
 * App users' devices (docs/decisions.md, "Real devices"): the app's registration of its push
 * tokens, and the users page's view of them.
 */
export const deviceRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(appDeviceRoutes, repositories);
  void app.register(adminDeviceRoutes, repositories);
  done();
};
