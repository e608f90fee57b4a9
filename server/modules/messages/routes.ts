import type { DomainRoutes } from '../../domains';
import { abTestRoutes } from './abTestRoutes';
import { boardRoutes } from './boardRoutes';
import { campaignRoutes } from './campaignRoutes';
import { deliveryRoutes } from './deliveryRoutes';
import { historyRoutes } from './historyRoutes';
import { previewRoutes } from './previewRoutes';
import { reviewRoutes } from './reviewRoutes';
import { sendRoutes } from './sendRoutes';
import { sequenceRoutes } from './sequenceRoutes';
import { testSendRoutes } from './testSendRoutes';

/** SPEC.md section 7, "Messages": sending and scheduling, the history, a message's delivery as it happens and its acknowledgement board, campaigns, sequences. */
export const messageRoutes: DomainRoutes = (app, repositories, done) => {
  void app.register(sendRoutes, repositories);
  // Review before sending: the queue, approving, returning and the sender's edit.
  void app.register(reviewRoutes, repositories);
  void app.register(previewRoutes, repositories);
  void app.register(testSendRoutes, repositories);
  void app.register(historyRoutes, repositories);
  void app.register(boardRoutes, repositories);
  void app.register(deliveryRoutes, repositories);
  void app.register(campaignRoutes, repositories);
  void app.register(sequenceRoutes, repositories);
  void app.register(abTestRoutes, repositories);
  done();
};
