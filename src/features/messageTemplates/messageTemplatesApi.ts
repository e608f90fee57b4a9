import type {
  MessageTemplate,
  MessageTemplateBody,
  MessageTemplateResponse,
} from '../../../contract/messageTemplates';
import { apiClient } from '../../lib/apiClient';
import {
  fetchTemplate,
  fetchTemplatePage,
  templatePath,
  type TemplatePage,
} from '../../lib/messageTemplateReads';

export { fetchTemplate, fetchTemplatePage as fetchTemplates, type TemplatePage };

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
