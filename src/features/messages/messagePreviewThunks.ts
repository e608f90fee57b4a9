import type { MessagePreviewBody } from '../../../contract/messagePreview';
import { createApiThunk } from '../../state/createApiThunk';
import { previewMessage } from './messagePreviewApi';

export const fetchMessagePreview = createApiThunk(
  'messagePreview/fetch',
  (body: MessagePreviewBody, { signal }) => previewMessage(body, signal),
);
