import type {
  ApproveMessageBody,
  ResubmitMessageBody,
  ReturnMessageBody,
} from '../../../contract/messageReview';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './messageReviewApi';

export const fetchReviewQueue = createApiThunk(
  'messageReview/fetchReviewQueue',
  (state: api.ReviewQueueState, { signal }) => api.fetchReviewQueue(state, signal),
);

/** The badge's count alone: how many messages await this admin's approval. */
export const fetchAwaitingMe = createApiThunk(
  'messageReview/fetchAwaitingMe',
  async (_: void, { signal }) => (await api.fetchReviewQueue('pending', signal)).awaitingMe,
);

export const fetchReview = createApiThunk('messageReview/fetchReview', (id: string, { signal }) =>
  api.fetchReview(id, signal),
);

export const approveMessage = createApiThunk(
  'messageReview/approveMessage',
  ({ id, body }: { id: string; body: ApproveMessageBody }) => api.approveMessage(id, body),
);

export const returnMessage = createApiThunk(
  'messageReview/returnMessage',
  ({ id, body }: { id: string; body: ReturnMessageBody }) => api.returnMessage(id, body),
);

export const resubmitMessage = createApiThunk(
  'messageReview/resubmitMessage',
  ({ id, body }: { id: string; body: ResubmitMessageBody }) => api.resubmitMessage(id, body),
);
