import type { MemberErased, MemberExport } from '../../../contract/memberData';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { AppUser } from '../devices/public';
import { createMemberErasureRepository } from './memberErasureRepository';
import { createMemberExportRepository } from './memberExportRepository';

const erasedAlready = () =>
  new AppError('error_member_erased', 'This member was erased already; nothing of them is left.');

/**
 * A member's data (docs/decisions.md, "A member's data: export and erasure"): the export an
 * admin downloads and the member's own from the app, and the erasure. Company and platform admins
 * only (the routes' declaration); another organisation's member is not found.
 */
export function createMemberDataService(db: Database) {
  const exports = createMemberExportRepository(db);
  const erasure = createMemberErasureRepository(db);

  return {
    /** The member's export for an admin; 404 out of scope, 409 once erased. */
    async exportFor(scope: Scope, memberId: string, now = new Date()): Promise<MemberExport> {
      const member = await exports.memberInScope(scope, memberId);
      if (!member) throw notFound('App user');
      if (member.erasedAt) throw erasedAlready();
      const data = await exports.exportOf(member.companyId, member.id, now);
      if (!data) throw notFound('App user');
      return data;
    },

    /** The app's own member's export: the app token's user (devices' appUserOf) decides whose. */
    async ownExport(user: AppUser, now = new Date()): Promise<MemberExport> {
      const data = await exports.exportOf(user.companyId, user.mobileUserId, now);
      if (!data) throw notFound('App user');
      return data;
    },

    /** Erases the member in the request's transaction; 404 out of scope, 409 erased before. */
    async erase(scope: Scope, memberId: string, now = new Date()): Promise<MemberErased> {
      const member = await exports.memberInScope(scope, memberId);
      if (!member) throw notFound('App user');
      if (member.erasedAt) throw erasedAlready();
      const result = await erasure.erase(member.companyId, member.id, now);
      if (result === null) throw notFound('App user');
      if (result === 'erased') throw erasedAlready();
      return { _id: member.id, erasedAt: result.erasedAt.toISOString() };
    },
  };
}

export type MemberDataService = ReturnType<typeof createMemberDataService>;
