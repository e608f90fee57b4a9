import type { MessageDetailResponse, MessageListResponse } from '../../../contract/messages';
import { apiClient } from '../../lib/apiClient';
import { isApiCallError } from '../../lib/apiErrors';

/** A message an engagement condition may be about, as the message picker shows it. */
export interface MessageChoice {
  id: string;
  title: string;
  /** YYYY-MM-DD HH:mm:ss in America/Los_Angeles, as the history has it. */
  dateCreated: string;
  type: string;
}

/** How many messages one search offers; the admin narrows the search for the others. */
export const MESSAGE_CHOICES = 20;

const enc = encodeURIComponent;

const choiceOf = (m: {
  _id: string;
  title: string;
  push_message: string;
  dateCreated: string;
  type: string;
}): MessageChoice => ({
  id: m._id,
  title: m.title || m.push_message || 'Untitled',
  dateCreated: m.dateCreated,
  type: m.type,
});

/**
 * The newest messages of the scope (`all`, or a channel admin's channel id) whose title or text
 * holds `search`: the message history's own call, so the picker finds what the history finds.
 */
export async function searchMessageChoices(
  cpId: string,
  search: string,
  signal?: AbortSignal,
): Promise<{ messages: MessageChoice[]; total: number }> {
  const response = await apiClient.get<MessageListResponse>(`/messages/${enc(cpId)}`, {
    params: { offset: 0, limit: MESSAGE_CHOICES, ...(search && { search }) },
    signal,
  });
  const { messages, total } = response.data.data;
  return { messages: messages.map(choiceOf), total };
}

/**
 * The message a saved condition names, through the message detail call (one receipt asked, the
 * least it takes); null when it is gone (404).
 */
export async function fetchMessageChoice(
  companyId: string,
  id: string,
  signal?: AbortSignal,
): Promise<MessageChoice | null> {
  try {
    const response = await apiClient.get<MessageDetailResponse>(
      `/messages/${enc(companyId)}/message/${enc(id)}`,
      { params: { offset: 0, limit: 1 }, signal },
    );
    return choiceOf(response.data.data.message);
  } catch (error) {
    if (isApiCallError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
