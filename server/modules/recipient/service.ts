import type { RecipientMessage } from '../../../contract/recipientMessages';
import type { Database } from '../../db/client';
import { compileTemplate, type MergeValues } from '../../lib/mergeTemplate';
import { mergeValuesOf } from '../delivery/public';
import type { RecipientReceiptView, RecipientRepository } from './repository';

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
export type RecipientService = ReturnType<typeof createRecipientService>;

export function createRecipientService(db: Database, repository: RecipientRepository) {
  return {
    ...repository,
    async read(id: string): Promise<RecipientMessage | null> {
      const message = await repository.read(id);
      if (!message) return null;
      return personalised(message, (await mergeValuesOf(db, [message._id])).get(message._id));
    },
    /** Several receipts as `read` shows each, their merge fields filled in one query. */
    async readMany(ids: readonly string[]): Promise<RecipientReceiptView[]> {
      const views = await repository.readMany(ids);
      const values = await mergeValuesOf(
        db,
        views.map((view) => view.message._id),
      );
      return views.map((view) => ({
        ...view,
        message: personalised(view.message, values.get(view.message._id)),
      }));
    },
  };
}
