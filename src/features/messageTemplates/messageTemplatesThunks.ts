import type {
  MessageTemplateBody,
  MessageTemplateListQuery,
} from '../../../contract/messageTemplates';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './messageTemplatesApi';

export const fetchTemplates = createApiThunk(
  'messageTemplates/fetchTemplates',
  (params: MessageTemplateListQuery, { signal }) => api.fetchTemplates(params, signal),
);

export const fetchTemplate = createApiThunk(
  'messageTemplates/fetchTemplate',
  (id: string, { signal }) => api.fetchTemplate(id, signal),
);

/** The organisation's default language, for a new template when the list has not said it. */
export const fetchDefaultLanguage = createApiThunk(
  'messageTemplates/fetchDefaultLanguage',
  async (_: void, { signal }) => (await api.fetchTemplates({ limit: 1 }, signal)).defaultLanguage,
);

export const saveTemplate = createApiThunk(
  'messageTemplates/saveTemplate',
  ({ id, body }: { id: string | null; body: MessageTemplateBody }) =>
    id ? api.updateTemplate(id, body) : api.createTemplate(body),
);

export const deleteTemplate = createApiThunk(
  'messageTemplates/deleteTemplate',
  async (id: string) => {
    await api.deleteTemplate(id);
    return id;
  },
);

export const restoreTemplate = createApiThunk('messageTemplates/restoreTemplate', (id: string) =>
  api.restoreTemplate(id),
);
