import { http } from 'msw';
import type {
  ApproveMessageBody,
  MessageReview,
  MessageReviewDetail,
  ResubmitMessageBody,
  ReturnMessageBody,
  ReviewQueueItem,
} from '../../contract/messageReview';
import { buildAudienceCount, buildMessage } from '../messageFactories';
import { apiUrl } from './apiUrl';
import { PREVIEW_LANGUAGES, PREVIEW_MEMBERS } from './messagePreviewHandlers';
import { ok } from './messageResponses';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The signed-in admin of the review tests (their profile's _id), and another who submits. */
export const REVIEWER = { _id: '40000000-0000-4000-8000-000000000001', name: 'Rita Reviewer' };
export const SENDER = { _id: '40000000-0000-4000-8000-000000000002', name: 'Sam Sender' };

interface ReviewStore {
  /** What GET /messages/{id}/review answers, by message; the queue is made from them. */
  reviews: MessageReviewDetail[];
  /** Whose queue 'mine' is: the signed-in admin's id. */
  meId: string;
  queueQueries: string[];
  approved: { id: string; body: ApproveMessageBody }[];
  returned: { id: string; body: ReturnMessageBody }[];
  resubmitted: { id: string; body: ResubmitMessageBody }[];
}

const fresh = (): ReviewStore => ({
  reviews: [],
  meId: REVIEWER._id,
  queueQueries: [],
  approved: [],
  returned: [],
  resubmitted: [],
});

export const reviewStore: ReviewStore = fresh();

export function resetReviewStore(): void {
  Object.assign(reviewStore, fresh());
}

export function buildReview(overrides: Partial<MessageReview> = {}): MessageReview {
  return {
    state: 'pending',
    submittedBy: SENDER,
    submittedAt: '2026-03-02T15:04:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    comment: null,
    ...overrides,
  };
}

/** A message awaiting review as GET /messages/{id}/review answers it: every language, three members. */
export function buildReviewDetail(
  overrides: Partial<Omit<MessageReviewDetail, 'review'>> & {
    review?: Partial<MessageReview>;
  } = {},
): MessageReviewDetail {
  const review = buildReview(overrides.review);
  const message = overrides.message ?? {
    ...buildMessage({
      title: 'Strike vote tonight',
      push_message: 'Vote at 7 in the hall',
      message: '<p>Bring your card.</p>',
      status: 1,
      sent: 0,
      read: 0,
      recipients: 1500,
      sentBy: review.submittedBy,
    }),
    variants: [
      {
        language: 'es',
        title: 'Votación esta noche',
        push_message: 'Vota a las 7 en el salón',
        message: '<p>Trae tu tarjeta.</p>',
      },
    ],
  };
  return {
    preview: {
      problems: [],
      members: PREVIEW_MEMBERS.map(({ reads, ...member }) => {
        const text = reads === 'es' ? message.variants?.[0] : null;
        return {
          ...member,
          language: reads,
          title: text?.title ?? message.title,
          push_message: text?.push_message ?? message.push_message,
          message: text?.message ?? message.message,
        };
      }),
      customFields: [],
      sms: { length: 40, encoding: 'GSM-7', segments: 1 },
      languages: PREVIEW_LANGUAGES,
      defaultLanguage: 'en',
    },
    audience: buildAudienceCount({ total: 1500, push: 1200, sms: 250, email: 40, none: 10 }),
    canApprove: true,
    ...overrides,
    message: { ...message, review },
    review,
  };
}

function queueItemOf(detail: MessageReviewDetail): ReviewQueueItem {
  const { message } = detail;
  return {
    _id: message._id,
    title: message.title,
    push_message: message.push_message,
    kind: 'message',
    cp_id: message.cp_id,
    cp_name: message.cp_name,
    scheduleType: message.scheduleType,
    recipients: detail.audience.total,
    review: detail.review,
    canApprove: detail.canApprove,
  };
}

const find = (id: string) => reviewStore.reviews.find((detail) => detail.message._id === id);

function decided(detail: MessageReviewDetail, review: MessageReview): MessageReview {
  detail.review = review;
  detail.message = { ...detail.message, review };
  detail.canApprove = false;
  return review;
}

/** As the API: a sender may not decide on their own message, nor anyone on a decided one. */
function refuseDecision(detail: MessageReviewDetail) {
  if (detail.review.state !== 'pending')
    return fail(409, 'error_review_not_pending', 'This message is not awaiting approval.');
  if (detail.review.submittedBy?._id === reviewStore.meId)
    return fail(403, 'error_review_own_message', 'You may not approve a message you submitted.');
  return detail.canApprove ? null : fail(403, 'forbidden');
}

export const messageReviewHandlers = [
  http.get(apiUrl('/messages/reviews'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const state = new URL(request.url).searchParams.get('state') ?? 'pending';
    reviewStore.queueQueries.push(state);
    const shown = reviewStore.reviews.filter((detail) =>
      state === 'mine'
        ? detail.review.submittedBy?._id === reviewStore.meId
        : detail.review.state === state,
    );
    const awaitingMe = reviewStore.reviews.filter(
      (detail) => detail.review.state === 'pending' && detail.canApprove,
    ).length;
    return ok({ items: shown.map(queueItemOf), awaitingMe });
  }),

  http.get<{ id: string }>(apiUrl('/messages/:id/review'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const detail = find(params.id);
    return detail ? ok(detail) : fail(404, 'not_found');
  }),

  http.post<{ id: string }, ApproveMessageBody>(
    apiUrl('/messages/:id/review/approve'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const detail = find(params.id);
      if (!detail) return fail(404, 'not_found');
      const refusal = refuseDecision(detail);
      if (refusal) return refusal;
      const body = await request.json();
      reviewStore.approved.push({ id: params.id, body });
      return ok(
        decided(detail, {
          ...detail.review,
          state: 'approved',
          reviewedBy: REVIEWER,
          reviewedAt: '2026-03-02T16:00:00.000Z',
          comment: body.comment ?? null,
        }),
      );
    },
  ),

  http.post<{ id: string }, ReturnMessageBody>(
    apiUrl('/messages/:id/review/return'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const detail = find(params.id);
      if (!detail) return fail(404, 'not_found');
      const refusal = refuseDecision(detail);
      if (refusal) return refusal;
      const body = await request.json();
      if (!body.comment?.trim()) return fail(400, 'validation_error');
      reviewStore.returned.push({ id: params.id, body });
      return ok(
        decided(detail, {
          ...detail.review,
          state: 'returned',
          reviewedBy: REVIEWER,
          reviewedAt: '2026-03-02T16:00:00.000Z',
          comment: body.comment,
        }),
      );
    },
  ),

  http.put<{ id: string }, ResubmitMessageBody>(
    apiUrl('/messages/:id/review'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const detail = find(params.id);
      if (!detail) return fail(404, 'not_found');
      if (detail.review.submittedBy?._id !== reviewStore.meId) return fail(403, 'forbidden');
      if (detail.review.state === 'approved' && detail.message.status === 0)
        return fail(409, 'error_review_not_editable', 'This message has gone out already.');
      const body = await request.json();
      reviewStore.resubmitted.push({ id: params.id, body });
      const review: MessageReview = {
        ...detail.review,
        state: 'pending',
        submittedAt: '2026-03-02T17:00:00.000Z',
      };
      detail.message = { ...detail.message, ...body, review };
      detail.review = review;
      return ok(review);
    },
  ),
];
