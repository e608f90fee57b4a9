import type { BoardFilter, FollowUpBody } from '../../../contract/messageBoard';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './boardApi';

/** A page of the board's people list. */
export const BOARD_PAGE_SIZE = 25;

/** The board's counts and follow-ups; the page asks again every few seconds while shown. */
export const fetchBoard = createApiThunk(
  'messages/fetchBoard',
  (messageId: string, { getState, signal }) =>
    api.fetchBoard(selectCompanyInView(getState()), messageId, signal),
);

export interface BoardPeopleRequest {
  messageId: string;
  state: BoardFilter;
  /** The cursor: the page goes on after this user, or starts at the first. */
  after: string | null;
}

export const fetchBoardPeople = createApiThunk(
  'messages/fetchBoardPeople',
  ({ messageId, state, after }: BoardPeopleRequest, { getState, signal }) =>
    api.fetchBoardPeople(
      {
        companyId: selectCompanyInView(getState()),
        messageId,
        state,
        after,
        limit: BOARD_PAGE_SIZE,
      },
      signal,
    ),
);

export const sendFollowUp = createApiThunk(
  'messages/sendFollowUp',
  ({ messageId, body }: { messageId: string; body: FollowUpBody }) =>
    api.sendFollowUp(messageId, body),
);
