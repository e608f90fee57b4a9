import { AppError, notFound } from '../../lib/errors';
import type { MessageDeletion } from './softDeleteRepository';
import type { FileDeletion } from './uploadedFilesRepository';
import type { SequenceWrite } from './sequenceRepository';
import type { SequenceStep } from '../../../contract/sequences';

/** The answers the messages routes give for what the repositories found or refused. */

export const cannotDelete = (reason: string) =>
  new AppError('error_deleting_message', `Error deleting message. ${reason}`);

export const cannotCreateSequence = (reason: string) =>
  new AppError('error_creating_message_sequence', `Error creating message sequence. ${reason}`);

/** The item the repository found, or the 404 naming `what`. */
export function found<T>(what: string, item: T | null | undefined): T {
  if (item === null || item === undefined) throw notFound(what);
  return item;
}

/** A message deleted, or the 404 for none in scope and the 409 for one being sent. */
export function messageDeleted(result: MessageDeletion): void {
  if (result === 'missing') throw notFound('Message');
  if (result === 'sending')
    throw cannotDelete('It is being sent right now; try again when it has gone out.');
}

/** An uploaded file deleted, or the 404 for none in scope and the 409 for one still in use. */
export function fileDeleted(result: FileDeletion): void {
  if (result === 'missing') throw notFound('File');
  if (result === 'in_use') throw cannotDelete('A message that is still to be sent uses this file.');
}

/** A sequence step written, or the refusal: an unavailable channel, a failed write, no step. */
export function sequenceWritten(write: SequenceWrite): SequenceStep {
  if (write && 'refused' in write) {
    throw write.refused === 'channel_unavailable'
      ? cannotCreateSequence('The channel is not available.')
      : new AppError('error_creating_message_sequence', 'Error creating message sequence.');
  }
  return found('Sequence step', write);
}
