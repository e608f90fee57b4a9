import type { DomainRoutes } from '../../domains';
import { channelListRoutes } from './listRoutes';
import { channelWriteRoutes } from './writeRoutes';

/**
 * SPEC.md section 7, "Content providers": the channels' list and reads, and their writes,
 * registered part by part. Their catalogues are the channelCatalogues module's, their pricing
 * the pricing module's.
 */
export const channelRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(channelListRoutes, repositories);
  void app.register(channelWriteRoutes, repositories);
  done();
};
