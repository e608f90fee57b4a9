import type { DomainRoutes } from '../../domains';
import { campaignRoutes } from './campaignRoutes';
import { historyRoutes } from './historyRoutes';
import { sendRoutes } from './sendRoutes';
import { sequenceRoutes } from './sequenceRoutes';

/** SPEC.md section 7, "Messages": sending and scheduling, the history, campaigns, sequences. */
export const messageRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(sendRoutes, repositories);
  void app.register(historyRoutes, repositories);
  void app.register(campaignRoutes, repositories);
  void app.register(sequenceRoutes, repositories);
  done();
};
