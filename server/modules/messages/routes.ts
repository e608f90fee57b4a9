import type { DomainRoutes } from '../../domains';
import { boardRoutes } from './boardRoutes';
import { campaignRoutes } from './campaignRoutes';
import { deliveryRoutes } from './deliveryRoutes';
import { historyRoutes } from './historyRoutes';
import { previewRoutes } from './previewRoutes';
import { sendRoutes } from './sendRoutes';
import { sequenceRoutes } from './sequenceRoutes';

/** SPEC.md section 7, "Messages": sending and scheduling, the history, a message's delivery as it happens and its acknowledgement board, campaigns, sequences. */
export const messageRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(sendRoutes, repositories);
  void app.register(previewRoutes, repositories);
  void app.register(historyRoutes, repositories);
  void app.register(boardRoutes, repositories);
  void app.register(deliveryRoutes, repositories);
  void app.register(campaignRoutes, repositories);
  void app.register(sequenceRoutes, repositories);
  done();
};
