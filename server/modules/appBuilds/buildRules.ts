import {
  NEXT_STATUSES,
  type BuildStatus,
  type BuildStatusBody,
  type Platform,
} from '../../../contract/appBuildRequests';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';

/** A 400 validation_error naming one field, as a form shows it under that field. */
export const invalidField = (field: string, message: string) =>
  new AppError('validation_error', `${field} ${message}`, [{ field, message }]);

/** The text trimmed; blank text where the form needs some is refused under its field. */
export function filled(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalidField(field, 'must not be blank');
  return trimmed;
}

/** The company a write lands in: the scope's; a platform admin must have chosen one. */
export function companyForWrite(scope: Scope): string {
  if (!scope.companyId) {
    throw invalidField('companyID', 'must name an organization: choose one in the navbar first');
  }
  return scope.companyId;
}

/**
 * The company a list shows: a company admin's own whatever the path says; for a platform admin
 * the named company (404 when there is none), or every company's (null) for `All`.
 */
export async function companyForList(
  companyBySlug: (slug: string) => Promise<string | null>,
  scope: Scope,
  slug: string,
) {
  if (scope.kind !== 'platform') return scope.companyId;
  if (slug === 'All') return null;
  const id = await companyBySlug(slug);
  if (!id) throw notFound('Organization');
  return id;
}

/**
 * The status and reason a move leaves: only to a status NEXT_STATUSES allows from the current
 * one (409 otherwise: someone moved it meanwhile), and a rejection must say why.
 */
export function checkMove(current: BuildStatus, body: BuildStatusBody) {
  if (!NEXT_STATUSES[current].includes(body.status)) {
    throw new AppError(
      'error_build_status_transition',
      `A request that is ${current} cannot move to ${body.status}.`,
      [{ field: 'status', message: `cannot move from ${current} to ${body.status}` }],
    );
  }
  const reason = body.reason?.trim() ?? '';
  if (body.status === 'rejected' && !reason) {
    throw invalidField('reason', 'must say why the request is rejected');
  }
  return { status: body.status, reason: body.status === 'rejected' ? reason : '' };
}

/** The stored platform columns from the form's list, ids kept only for a chosen platform. */
export function platformValues(body: {
  platforms: readonly Platform[];
  iosBundleId?: string | undefined;
  androidPackage?: string | undefined;
}) {
  const ios = body.platforms.includes('ios');
  const android = body.platforms.includes('android');
  return {
    ios,
    android,
    iosBundleId: ios ? (body.iosBundleId ?? '') : '',
    androidPackage: android ? (body.androidPackage ?? '') : '',
  };
}

export const platformsOf = (row: { ios: boolean; android: boolean }): Platform[] => [
  ...(row.ios ? (['ios'] as const) : []),
  ...(row.android ? (['android'] as const) : []),
];

export const isBuildStatus = (value: string): value is BuildStatus => value in NEXT_STATUSES;
