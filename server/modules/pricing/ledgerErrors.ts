import { AppError } from '../../lib/errors';
import type { LedgerRefusal } from './ledgerRepository';

/** The answer to a ledger write that was refused. */
export function ledgerRefusalError(refusal: LedgerRefusal): AppError {
  switch (refusal.refused) {
    case 'no_text_credits':
      return new AppError(
        'error_no_text_credits',
        `This needs ${refusal.needed} off-app text credits; the channel has ${refusal.left}.`,
      );
    case 'too_few_app_users':
      return new AppError('validation_error', 'The channel has fewer app users.');
    case 'plan_unchanged':
      return new AppError('error_plan_unchanged', `The channel is already on ${refusal.planName}.`);
    case 'idempotency_key_reused':
      return new AppError(
        'error_idempotency_key_reused',
        'This idempotency key was used for another change of this channel.',
      );
  }
}
