import { sql } from 'drizzle-orm';
import type { UnionMember } from '../../providers/unionSync/unionProvider';

/** The union's members as a relation a statement can join against, in one parameter. */
export const membersTable = (members: readonly UnionMember[]) => sql`(
  select * from jsonb_to_recordset(${JSON.stringify(members)}::jsonb)
    as m(userid text, email text, firstname text, lastname text, phone text, active boolean))`;
