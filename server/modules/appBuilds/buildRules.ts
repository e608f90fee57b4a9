import {
  NEXT_STATUSES,
  type BuildStatus,
  type BuildStatusBody,
  type Platform,
} from '../../../contract/appBuildRequests';
import { AppError, TooManyRequests, notFound } from '../../lib/errors';
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

/** A move refused: a status NEXT_STATUSES does not allow from `current`, or a rejection without why. */
export interface MoveRefusal {
  refused: 'transition' | 'no_reason';
  current: BuildStatus;
}

/**
 * The status and reason a move leaves: only to a status NEXT_STATUSES allows from the current
 * one, and a rejection must say why; otherwise the refusal.
 */
export function nextMove(
  current: BuildStatus,
  body: BuildStatusBody,
): { status: BuildStatus; reason: string } | MoveRefusal {
  if (!NEXT_STATUSES[current].includes(body.status)) return { refused: 'transition', current };
  const reason = body.reason?.trim() ?? '';
  if (body.status === 'rejected' && !reason) return { refused: 'no_reason', current };
  return { status: body.status, reason: body.status === 'rejected' ? reason : '' };
}

const isMoveRefusal = (value: unknown): value is MoveRefusal =>
  typeof value === 'object' && value !== null && 'refused' in value && 'current' in value;

/**
 * A move's answer: the request, or 409 for a move its status does not allow (someone moved it
 * meanwhile), 400 for a rejection without why, 404 for no such request.
 */
export function moved<T extends object>(
  what: string,
  body: BuildStatusBody,
  result: T | MoveRefusal | undefined,
): T {
  if (result === undefined) throw notFound(what);
  if (isMoveRefusal(result)) {
    if (result.refused === 'transition') {
      throw new AppError(
        'error_build_status_transition',
        `A request that is ${result.current} cannot move to ${body.status}.`,
        [{ field: 'status', message: `cannot move from ${result.current} to ${body.status}` }],
      );
    }
    throw invalidField('reason', 'must say why the request is rejected');
  }
  return result;
}

/** The item the repository found, or the 404 naming `what`. */
export function buildFound<T>(what: string, item: T | undefined): T {
  if (item === undefined) throw notFound(what);
  return item;
}

/** Retry-After is the hour's length: an upper bound, the requests' times are not read. */
export const provisioningRateLimited = () =>
  new TooManyRequests(
    'error_provisioning_rate_limited',
    'Too many provisioning requests were sent from here. Please wait an hour and try again.',
    60 * 60,
  );

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
