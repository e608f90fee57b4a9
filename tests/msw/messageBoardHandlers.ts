import { http, HttpResponse } from 'msw';
import type {
  BoardCounts,
  BoardPerson,
  FollowUpBody,
  MessageBoard,
} from '../../contract/messageBoard';
import { buildMessage } from '../messageFactories';
import { apiUrl } from './apiUrl';
import { messagesStore } from './messagesStore';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The acknowledgement boards the handlers answer, by message id, and what was asked of them. */
export const boardStore = {
  boards: {} as Record<string, MessageBoard>,
  people: {} as Record<string, BoardPerson[]>,
  followUps: [] as { messageId: string; body: FollowUpBody }[],
  boardRequests: 0,
};

export function resetBoardStore(): void {
  boardStore.boards = {};
  boardStore.people = {};
  boardStore.followUps = [];
  boardStore.boardRequests = 0;
}

export const boardCounts = (counts: Partial<BoardCounts> = {}): BoardCounts => {
  const { notOpened = 0, opened = 0, answeredNo = 0, confirmed = 0 } = counts;
  return {
    notOpened,
    opened,
    answeredNo,
    confirmed,
    total: notOpened + opened + answeredNo + confirmed,
  };
};

export const messageBoardHandlers = [
  http.get<{ companyId: string; id: string }>(
    apiUrl('/messages/:companyId/message/:id/board'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      boardStore.boardRequests += 1;
      const board = boardStore.boards[params.id];
      return board ? HttpResponse.json({ success: true, data: board }) : fail(404, 'not_found');
    },
  ),
  http.get<{ companyId: string; id: string }>(
    apiUrl('/messages/:companyId/message/:id/board/people'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const url = new URL(request.url);
      const state = url.searchParams.get('state') ?? 'unconfirmed';
      const after = url.searchParams.get('after');
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const matching = (boardStore.people[params.id] ?? [])
        .filter((p) => (state === 'unconfirmed' ? p.state !== 'confirmed' : p.state === state))
        .filter((p) => after === null || p.mobileUserId > after)
        .sort((a, b) => a.mobileUserId.localeCompare(b.mobileUserId));
      const people = matching.slice(0, limit);
      const next = matching.length > limit ? (people.at(-1)?.mobileUserId ?? null) : null;
      return HttpResponse.json({ success: true, data: { people, next } });
    },
  ),
  http.post<{ id: string }>(apiUrl('/messages/:id/follow-up'), async ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = (await request.json()) as FollowUpBody;
    boardStore.followUps.push({ messageId: params.id, body });
    const original = messagesStore.messages.find((m) => m._id === params.id);
    const board = boardStore.boards[params.id];
    if (!original || !board) return fail(404, 'not_found');
    const total = board.totals.total - board.totals.confirmed;
    const message = buildMessage({ ...body, followUpOf: params.id, recipients: total });
    return HttpResponse.json({
      success: true,
      data: {
        message,
        audience: {
          total,
          push: total,
          sms: 0,
          email: 0,
          none: 0,
          suspended: 0,
          creditsNeeded: 0,
          creditsRemaining: 0,
        },
      },
    });
  }),
];
