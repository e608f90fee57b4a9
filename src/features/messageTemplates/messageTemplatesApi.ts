import type {
  MessageTemplate,
  MessageTemplateBody,
  MessageTemplateListQuery,
  MessageTemplateListResponse,
  MessageTemplateResponse,
} from '../../../contract/messageTemplates';
import { apiClient } from '../../lib/apiClient';

export type TemplatePage = MessageTemplateListResponse['data'];

const templatePath = (id: string) => `/message-templates/${encodeURIComponent(id)}`;

export async function fetchTemplates(
  params: MessageTemplateListQuery,
  signal?: AbortSignal,
): Promise<TemplatePage> {
  const response = await apiClient.get<MessageTemplateListResponse>('/message-templates', {
    params,
    signal,
  });
  return response.data.data;
}

export async function fetchTemplate(id: string, signal?: AbortSignal): Promise<MessageTemplate> {
  const response = await apiClient.get<MessageTemplateResponse>(templatePath(id), { signal });
  return response.data.data;
}

export async function createTemplate(body: MessageTemplateBody): Promise<MessageTemplate> {
  const response = await apiClient.post<MessageTemplateResponse>('/message-templates', body);
  return response.data.data;
}

export async function updateTemplate(
  id: string,
  body: MessageTemplateBody,
): Promise<MessageTemplate> {
  const response = await apiClient.put<MessageTemplateResponse>(templatePath(id), body);
  return response.data.data;
}

export async function deleteTemplate(id: string): Promise<void> {
  await apiClient.delete(templatePath(id));
}

export async function restoreTemplate(id: string): Promise<MessageTemplate> {
  const response = await apiClient.post<MessageTemplateResponse>(`${templatePath(id)}/restore`);
  return response.data.data;
}
