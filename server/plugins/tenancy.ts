import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { USER_GROUP, isChannelAdminGroup } from '../../contract/adminGroups';
import type { Database } from '../db/client';
import { companyBySlug } from '../db/companyBySlug';
import { forbidden, unauthorized } from '../lib/errors';

/**
 * Whose data a request may touch, resolved from the verified token alone. A platform admin picks
 * a company with the company header (none picked: every company); a company admin is held to
 * their own company whatever the header says; a channel admin to their own channel.
 */
export type Scope =
  | { kind: 'platform'; adminId: string; companyId: string | null; companySlug: string | null }
  | { kind: 'company'; adminId: string; companyId: string; companySlug: string }
  | {
      kind: 'channel';
      adminId: string;
      companyId: string;
      companySlug: string;
      channelId: string;
    };

declare module 'fastify' {
  interface FastifyRequest {
    scope: Scope | null;
  }
}

export const COMPANY_HEADER = 'companyid';

export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw unauthorized();
  return request.scope;
}

/** The company a request is held to, or null for a platform admin looking across companies. */
export function companyOf(scope: Scope): string | null {
  return scope.companyId;
}

export const tenancyPlugin = fp(
  (app: FastifyInstance, { db }: { db: Database }) => {
    app.decorateRequest('scope', null);

    app.addHook('onRequest', async (request) => {
      const admin = request.admin;
      if (!admin) return;

      if (admin.userGroup === USER_GROUP.platformAdmin) {
        const header = request.headers[COMPANY_HEADER];
        const slug = typeof header === 'string' && header.trim() !== '' ? header.trim() : null;
        const companyId = slug && slug !== 'All' ? await companyBySlug(db, slug) : null;
        request.scope = {
          kind: 'platform',
          adminId: admin.id,
          companyId,
          companySlug: companyId ? slug : null,
        };
        return;
      }

      if (!admin.companyId || !admin.companySlug) {
        throw forbidden('This account belongs to no organization.');
      }
      if (isChannelAdminGroup(admin.userGroup)) {
        if (!admin.contentProviderId) throw forbidden('This account belongs to no channel.');
        request.scope = {
          kind: 'channel',
          adminId: admin.id,
          companyId: admin.companyId,
          companySlug: admin.companySlug,
          channelId: admin.contentProviderId,
        };
        return;
      }
      request.scope = {
        kind: 'company',
        adminId: admin.id,
        companyId: admin.companyId,
        companySlug: admin.companySlug,
      };
    });
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
