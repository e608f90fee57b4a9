import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type {
  MessageReview,
  MessageReviewDetail,
  ReviewQueueItem,
} from '../../../contract/messageReview';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { slicesReducer } from '../../state/slicesReducer';
import type { ReviewQueueState } from './messageReviewApi';
import {
  approveMessage,
  fetchAwaitingMe,
  fetchReview,
  fetchReviewQueue,
  resubmitMessage,
  returnMessage,
} from './messageReviewThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type ReviewFlow = 'list' | 'get' | 'decide' | 'resubmit';

export interface MessageReviewState {
  /** The approvals page's tab in view, and its messages. */
  tab: ReviewQueueState | null;
  items: ReviewQueueItem[];
  /** How many messages await this admin's approval (the badge), once an answer has said it. */
  awaitingMe: number | null;
  /** The message the review page shows. */
  current: MessageReviewDetail | null;
  flows: Record<ReviewFlow, FlowState>;
}

const flows = trackFlows<ReviewFlow>({
  list: [fetchReviewQueue],
  get: [fetchReview],
  decide: [approveMessage, returnMessage],
  resubmit: [resubmitMessage],
});

const initialState: MessageReviewState = {
  tab: null,
  items: [],
  awaitingMe: null,
  current: null,
  flows: flows.initial,
};

/** A decision or a resubmission answers the review as it now stands. */
function reviewChanged(state: MessageReviewState, review: MessageReview, decided: boolean) {
  if (!state.current) return;
  // The one deciding was counted among those awaited; the badge needs no new question.
  if (decided && state.current.canApprove && state.awaitingMe)
    state.awaitingMe = Math.max(0, state.awaitingMe - 1);
  state.current.review = review;
  state.current.message.review = review;
  if (decided) state.current.canApprove = false;
}

export const messageReviewSlice = createSlice({
  name: 'messageReview',
  initialState,
  reducers: {
    /** Leaving the review page: its outcome should not greet the next one. */
    reviewFlowsCleared(state) {
      state.flows.decide = idleFlow;
      state.flows.resubmit = idleFlow;
      state.flows.get = idleFlow;
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchReviewQueue.pending, (state, { meta }) => {
        // Another tab's rows are not this one's: the loading state until the answer.
        if (meta.arg !== state.tab) state.items = [];
        state.tab = meta.arg;
      })
      .addCase(fetchReviewQueue.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.items = payload.items;
        state.awaitingMe = payload.awaitingMe;
      })
      .addCase(fetchAwaitingMe.fulfilled, (state, { payload }) => {
        state.awaitingMe = payload;
      })
      .addCase(fetchReview.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchReview.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.get, meta)) state.current = payload;
      })
      .addCase(approveMessage.fulfilled, (state, { payload }) =>
        reviewChanged(state, payload, true),
      )
      .addCase(returnMessage.fulfilled, (state, { payload }) => reviewChanged(state, payload, true))
      .addCase(resubmitMessage.fulfilled, (state, { payload }) =>
        reviewChanged(state, payload, false),
      )
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectReviewQueue: (state) => state.items,
    selectAwaitingMe: (state) => state.awaitingMe,
    selectCurrentReview: (state) => state.current,
    selectReviewFlow: (state, flow: ReviewFlow) => state.flows[flow],
  },
});

declare module '../../state/slicesReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof messageReviewSlice> {}
}

export const { reviewFlowsCleared } = messageReviewSlice.actions;
export const { selectReviewQueue, selectAwaitingMe, selectCurrentReview, selectReviewFlow } =
  messageReviewSlice.injectInto(slicesReducer).selectors;
