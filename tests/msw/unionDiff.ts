import type { MobileUser } from '../../contract/mobileUsers';
import type {
  UnionDiff,
  UnionDiffBucket,
  UnionDiffEntry,
  UnionFieldChange,
  UnionSyncResult,
} from '../../contract/unionSync';
import { UNION_FIELDS } from '../../contract/unionSync';
import { buildMobileUser } from '../factories';
import { appUsers, type UnionListMember } from './appUsersStore';

/** Names the member list as it is; a sync given another one answers 409. */
export const unionFingerprint = () =>
  `fp-${JSON.stringify(appUsers.union).length}-${appUsers.union.length}`;

const userOf = (member: UnionListMember): MobileUser | undefined =>
  appUsers.users.find((user) => user.userid === member.userid);

function changesOf(user: MobileUser, member: UnionListMember): UnionFieldChange[] {
  return UNION_FIELDS.filter((field) => (user[field] ?? null) !== (member[field] ?? null)).map(
    (field) => ({ field, from: user[field] ?? null, to: member[field] ?? null }),
  );
}

const entryOf = (member: UnionListMember, changes: UnionFieldChange[] = []): UnionDiffEntry => ({
  userid: member.userid,
  name: `${member.firstname} ${member.lastname}`.trim(),
  email: member.email,
  changes,
});

const bucket = (entries: UnionDiffEntry[]): UnionDiffBucket => ({ count: entries.length, entries });

/** What a sync would do, as the server's unionDiff works it out. */
export function unionDiff(): UnionDiff {
  const added: UnionDiffEntry[] = [];
  const updated: UnionDiffEntry[] = [];
  const suspended: UnionDiffEntry[] = [];
  const activated: UnionDiffEntry[] = [];
  let unchanged = 0;
  for (const member of appUsers.union) {
    const user = userOf(member);
    if (!user) {
      added.push(entryOf(member));
      continue;
    }
    const changes = changesOf(user, member);
    if (user.isActive === 1 && !member.active) suspended.push(entryOf(member, changes));
    else if (user.isActive === 0 && member.active) activated.push(entryOf(member, changes));
    else if (changes.length > 0) updated.push(entryOf(member, changes));
    else unchanged += 1;
  }
  return {
    fingerprint: unionFingerprint(),
    added: bucket(added),
    updated: bucket(updated),
    suspended: bucket(suspended),
    activated: bucket(activated),
    unchanged,
  };
}

/** Writes the union's list onto the users and answers what changed. */
export function applyUnion(): UnionSyncResult {
  const diff = unionDiff();
  for (const member of appUsers.union) {
    const user = userOf(member);
    const fields = {
      firstname: member.firstname,
      lastname: member.lastname,
      email: member.email,
      phone: member.phone,
      isActive: member.active ? (1 as const) : (0 as const),
    };
    if (user) Object.assign(user, fields);
    else
      appUsers.users.push(buildMobileUser({ ...fields, userid: member.userid, registered: false }));
  }
  return {
    created: diff.added.count,
    updated: diff.updated.count,
    suspended: diff.suspended.count,
    activated: diff.activated.count,
    unchanged: diff.unchanged,
  };
}
