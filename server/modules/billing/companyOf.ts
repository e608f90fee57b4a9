import { AppError } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';

/** The organisation an organisation-wide billing call is for; a platform admin chooses one. */
export function companyOf(scope: Scope): string {
  if (!scope.companyId) {
    throw new AppError('validation_error', 'Choose an organization first.', [
      { field: 'companyID', message: 'must name an organization: choose one in the navbar first' },
    ]);
  }
  return scope.companyId;
}
