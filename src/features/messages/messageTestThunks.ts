import type { TestMessageBody } from '../../../contract/messageTest';
import { createApiThunk } from '../../state/createApiThunk';
import { sendTestMessage } from './messageTestApi';

/** Compose's "Send a test": the answer says where it went; nothing joins the store. */
export const sendTest = createApiThunk('messageTest/send', (body: TestMessageBody) =>
  sendTestMessage(body),
);
