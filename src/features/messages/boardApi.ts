import type {
  BoardFilter,
  BoardPeopleResponse,
  FollowUpBody,
  MessageBoardResponse,
} from '../../../contract/messageBoard';
import type { SentMessageResponse } from '../../../contract/messages';
import { apiClient } from '../../lib/apiClient';

export type MessageBoardData = MessageBoardResponse['data'];
export type BoardPeoplePage = BoardPeopleResponse['data'];
export type SentMessage = SentMessageResponse['data'];

const enc = encodeURIComponent;

export async function fetchBoard(
  companyId: string,
  messageId: string,
  signal?: AbortSignal,
): Promise<MessageBoardData> {
  const response = await apiClient.get<MessageBoardResponse>(
    `/messages/${enc(companyId)}/message/${enc(messageId)}/board`,
    { signal },
  );
  return response.data.data;
}

export interface PeopleQuery {
  companyId: string;
  messageId: string;
  state: BoardFilter;
  after: string | null;
  limit: number;
}

export async function fetchBoardPeople(
  { companyId, messageId, state, after, limit }: PeopleQuery,
  signal?: AbortSignal,
): Promise<BoardPeoplePage> {
  const response = await apiClient.get<BoardPeopleResponse>(
    `/messages/${enc(companyId)}/message/${enc(messageId)}/board/people`,
    { params: { state, limit, ...(after && { after }) }, signal },
  );
  return response.data.data;
}

export async function sendFollowUp(messageId: string, body: FollowUpBody): Promise<SentMessage> {
  const response = await apiClient.post<SentMessageResponse>(
    `/messages/${enc(messageId)}/follow-up`,
    body,
  );
  return response.data.data;
}
