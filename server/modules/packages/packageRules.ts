import type { Package, PackageBody } from '../../../contract/packages';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { PackageWrite } from './repository';

/** The package the repository found, or the 404 for none in scope. */
export function packageFound<T extends Package | { _id: string }>(item: T | undefined): T {
  if (!item) throw notFound('Package');
  return item;
}

/** A write's answer: the package, 409 for a name the company already uses, 404 for none. */
export function packageWritten(write: PackageWrite): Package {
  if (write && 'kind' in write) {
    throw new AppError(
      'error_package_exists',
      'A member benefit package with this name already exists.',
      [{ field: 'package_name', message: 'is already used' }],
    );
  }
  return packageFound(write);
}

/** The body with its name trimmed; a blank name is refused. */
export function cleanPackageBody(body: PackageBody): PackageBody {
  const name = body.package_name.trim();
  if (!name) {
    throw new AppError('validation_error', 'package_name must not be blank', [
      { field: 'package_name', message: 'must not be blank' },
    ]);
  }
  return { ...body, package_name: name };
}

/** The company a new package belongs to: a platform admin must have chosen one. */
export function packageCompany(scope: Scope): string {
  if (!scope.companyId) {
    throw new AppError('validation_error', 'Choose an organization first.', [
      { field: 'companyID', message: 'must name an organization: choose one in the navbar first' },
    ]);
  }
  return scope.companyId;
}
