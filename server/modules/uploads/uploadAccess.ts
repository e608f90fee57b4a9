import type { FastifyRequest } from 'fastify';
import { USER_GROUP } from '../../../contract/adminGroups';
import { unauthorized } from '../../lib/errors';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import type { Reader } from './repository';

/** SPEC.md section 2: the /upload-file/* screens, key audioManager (messaging-only keeps them). */
export const UPLOAD_ACCESS = { admins: ANY_ADMIN, key: 'audioManager' } as const;

/** SPEC.md section 6: groups 1 and 4 see every channel's videos; others only where allowed. */
export function readerOf(request: FastifyRequest): Reader {
  const admin = request.admin;
  if (!admin) throw unauthorized();
  return {
    scope: scopeOf(request),
    seesPrivateVideo:
      admin.userGroup === USER_GROUP.platformAdmin || admin.userGroup === USER_GROUP.admin,
  };
}
