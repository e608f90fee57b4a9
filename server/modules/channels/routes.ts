import type { DomainRoutes } from '../../domains';
import { channelListRoutes } from './listRoutes';
import { channelWriteRoutes } from './writeRoutes';

/** SPEC.md section 7, "Content providers": the channels, registered part by part. */
export const channelRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(channelListRoutes, repositories);
  void app.register(channelWriteRoutes, repositories);
  done();
};
