import type { Database } from '../../db/client';
import { createGroupRepository } from './groupRepository';
import { createMemberRepository } from './memberRepository';

/** All SQL of the user groups domain: the groups and their members. */
export function createUserGroupRepository(db: Database) {
  return {
    groups: createGroupRepository(db),
    members: createMemberRepository(db),
  };
}
