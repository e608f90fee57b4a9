import type { FastifyRequest } from 'fastify';
import { adminOf } from '../../plugins/auth';
import type { AdminKind } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import type { Caller } from './ceiling';

/** Platform, company and channel admins manage admins; a sub-admin manages nobody. */
export const ADMIN_MANAGERS: readonly AdminKind[] = ['platform', 'company', 'channel'];
export const manageAccess = {
  access: { admins: ADMIN_MANAGERS, messagingOnly: false, key: 'createAdmin' },
} as const;

export const callerOf = (request: FastifyRequest): Caller => ({
  scope: scopeOf(request),
  admin: adminOf(request),
});
