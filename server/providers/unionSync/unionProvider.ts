/** A member as the external membership (union) system knows them. */
export interface UnionMember {
  userid: string;
  email: string | null;
  firstname: string;
  lastname: string;
  phone: string | null;
  active: boolean;
}

/** Where the union's member list comes from: a local file by default, an HTTP API when configured. */
export interface UnionProvider {
  readonly kind: 'file' | 'http';
  /** Where a company's list comes from, in words an admin reads before a sync. */
  describe(companyID: string): string;
  listMembers(companyID: string): Promise<UnionMember[]>;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads one member from untrusted JSON; entries without a member id are skipped. */
export function parseMember(raw: unknown): UnionMember | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const userid = text(record.userid) ?? text(record.memberId);
  if (!userid) return null;
  return {
    userid,
    email: text(record.email)?.toLowerCase() ?? null,
    firstname: text(record.firstname) ?? '',
    lastname: text(record.lastname) ?? '',
    phone: text(record.phone),
    active: record.active !== false && record.status !== 'inactive',
  };
}

export function parseMembers(raw: unknown): UnionMember[] {
  if (!Array.isArray(raw)) throw new Error('the union member list is not an array');
  return raw.map(parseMember).filter((member): member is UnionMember => member !== null);
}
