import type { DomainRoutes } from '../../domains';
import { auxiliaryRoutes } from './auxiliaryRoutes';
import { provisioningRoutes } from './provisioningRoutes';
import { replicaRoutes } from './replicaRoutes';

/**
 * The app's builds (Other Settings): replica builds (SPEC.md section 7, "Settings"), auxiliary
 * builds and provisioning requests with the public provisioning form.
 */
export const appBuildRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(replicaRoutes, repositories);
  void app.register(auxiliaryRoutes, repositories);
  void app.register(provisioningRoutes, repositories);
  done();
};
