import type { DomainRoutes } from '../../domains';
import { catalogueRoutes } from './catalogueRoutes';
import { channelListRoutes } from './listRoutes';
import { pricingRoutes } from './pricingRoutes';
import { channelWriteRoutes } from './writeRoutes';

/**
 * SPEC.md section 7, "Content providers": the channels, their catalogues (categories, types,
 * groups, union types) and their pricing, registered part by part.
 */
export const channelRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(channelListRoutes, repositories);
  void app.register(channelWriteRoutes, repositories);
  void app.register(catalogueRoutes, repositories);
  void app.register(pricingRoutes, repositories);
  done();
};
