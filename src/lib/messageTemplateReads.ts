import type {
  MessageTemplate,
  MessageTemplateListQuery,
  MessageTemplateListResponse,
  MessageTemplateResponse,
} from '../../contract/messageTemplates';
import { apiClient } from './apiClient';

/*
 * Reading saved templates: the Message Templates pages and the picker every place that writes a
 * message mounts (compose, sequence steps, award campaigns, follow-ups) read them, and a feature
 * may not import another, so the reads live here.
 */

export type TemplatePage = MessageTemplateListResponse['data'];

export const templatePath = (id: string) => `/message-templates/${encodeURIComponent(id)}`;

/** A page of the templates the admin keeps, found by name when a search is given. */
export async function fetchTemplatePage(
  params: MessageTemplateListQuery,
  signal?: AbortSignal,
): Promise<TemplatePage> {
  const response = await apiClient.get<MessageTemplateListResponse>('/message-templates', {
    params,
    signal,
  });
  return response.data.data;
}

/**
 * One template whole: its HTML body and its versions in other languages. `usable`: one the
 * admin may send from, the organisation's for a channel admin too (the picker's read).
 */
export async function fetchTemplate(
  id: string,
  signal?: AbortSignal,
  usable = false,
): Promise<MessageTemplate> {
  const response = await apiClient.get<MessageTemplateResponse>(templatePath(id), {
    signal,
    ...(usable && { params: { usable: true } }),
  });
  return response.data.data;
}
