import type { RecipientMessage } from '../../../contract/recipientMessages';
import type { Database } from '../../db/client';
import { compileTemplate, type MergeValues } from '../../lib/mergeTemplate';
import { mergeValuesOf } from '../delivery/public';
import type { RecipientRepository } from './repository';

/** The message with its merge fields filled for this recipient; the HTML body's values escaped. */
function personalised(message: RecipientMessage, member: MergeValues | undefined) {
  if (!member) return message;
  return {
    ...message,
    title: compileTemplate(message.title, 'text')(member),
    push_message: compileTemplate(message.push_message, 'text')(member),
    message: compileTemplate(message.message, 'html')(member),
  };
}

/** What a recipient opens: the message as written for them. */
export function createRecipientService(db: Database, repository: RecipientRepository) {
  return {
    ...repository,
    async read(id: string): Promise<RecipientMessage | null> {
      const message = await repository.read(id);
      if (!message) return null;
      return personalised(message, (await mergeValuesOf(db, [message._id])).get(message._id));
    },
  };
}
