import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { adminUsers } from '../schema/admins';
import { auditLog, type StoredAuditChange } from '../schema/auditLog';
import { companies } from '../schema/companies';
import { messages } from '../schema/messages';
import { mobileUsers } from '../schema/mobileUsers';
import { userGroups } from '../schema/userGroups';
import type { SeededCompany } from './companies';

const HOUR = 60 * 60 * 1000;

async function adminOf(db: Database, email: string) {
  const [row] = await db
    .select({ id: adminUsers.id, userGroup: adminUsers.userGroup, phone: adminUsers.phone })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  return row ?? null;
}

async function groupOf(db: Database, companyId: string, name: string) {
  const [row] = await db
    .select({
      id: userGroups.id,
      channel: userGroups.contentProviderId,
      description: userGroups.description,
    })
    .from(userGroups)
    .where(and(eq(userGroups.companyId, companyId), eq(userGroups.name, name)));
  return row ?? null;
}

/**
 * A fortnight of what admins did, as the audit plugin would have recorded it: groups made and
 * changed, a message sent, a user suspended, an import, a colour changed, and a refusal. The
 * rows it names are read back, so each entry links to something that exists.
 */
export async function seedAuditLog(db: Database, seededCompanies: SeededCompany[]) {
  const acme = seededCompanies.find((company) => company.slug === 'acme');
  const globex = seededCompanies.find((company) => company.slug === 'globex');
  const superAdmin = await adminOf(db, 'super@tidings.test');
  const acmeAdmin = await adminOf(db, 'admin@acme.test');
  const channelAdmin = await adminOf(db, 'channel@acme.test');
  const globexAdmin = await adminOf(db, 'admin@globex.test');
  if (!acme || !globex || !superAdmin || !acmeAdmin || !channelAdmin || !globexAdmin) return;

  const stewards = await groupOf(db, acme.id, 'Shop stewards');
  const newMembers = await groupOf(db, acme.id, 'New members');
  const globexGroup = await groupOf(db, globex.id, 'Shop stewards');
  const [message] = await db
    .select({ id: messages.id, title: messages.title })
    .from(messages)
    .where(eq(messages.companyId, acme.id))
    .orderBy(asc(messages.title))
    .limit(1);
  const [user] = await db
    .select({ id: mobileUsers.id })
    .from(mobileUsers)
    .where(and(eq(mobileUsers.companyId, acme.id), eq(mobileUsers.isDeleted, 0)))
    .orderBy(asc(mobileUsers.email))
    .limit(1);
  const [company] = await db
    .select({ adminColor: companies.adminColor })
    .from(companies)
    .where(eq(companies.id, acme.id));

  const now = Date.now();
  const change = (
    table: string,
    op: StoredAuditChange['op'],
    id: string,
    old: StoredAuditChange['old'],
    next: StoredAuditChange['new'],
  ): StoredAuditChange[] => [{ table, op, id, old, new: next }];
  type Entry = typeof auditLog.$inferInsert;
  const entries: Entry[] = [];
  const add = (
    hoursAgo: number,
    entry: Omit<Entry, 'at' | 'outcome' | 'status'> & Partial<Entry>,
  ) =>
    entries.push({
      outcome: 'succeeded',
      status: 200,
      ...entry,
      at: new Date(now - hoursAgo * HOUR),
    });

  const byAcmeAdmin = {
    adminId: acmeAdmin.id,
    adminGroup: acmeAdmin.userGroup,
    companyId: acme.id,
  };
  if (stewards) {
    add(300, {
      ...byAcmeAdmin,
      method: 'POST',
      route: '/user/groups/',
      targetType: 'userGroup',
      targetId: stewards.id,
      changes: change('user_groups', 'insert', stewards.id, null, {
        name: 'Shop stewards',
        type: 'private',
        description: 'Stewards',
        content_provider_id: stewards.channel,
      }),
    });
    add(120, {
      ...byAcmeAdmin,
      method: 'PUT',
      route: '/user/groups/:id',
      targetType: 'userGroup',
      targetId: stewards.id,
      changes: change(
        'user_groups',
        'update',
        stewards.id,
        { description: 'Stewards' },
        {
          description: stewards.description,
        },
      ),
    });
  }
  if (newMembers) {
    add(96, {
      ...byAcmeAdmin,
      method: 'POST',
      route: '/user/groups/bulk-manage-users',
      targetType: 'userGroup',
      targetId: newMembers.id,
    });
  }
  if (message) {
    add(72, {
      ...byAcmeAdmin,
      method: 'POST',
      route: '/messages/',
      targetType: 'message',
      targetId: message.id,
      changes: change('messages', 'insert', message.id, null, { title: message.title, status: 0 }),
    });
  }
  add(50, {
    ...byAcmeAdmin,
    method: 'POST',
    route: '/user/upload',
    targetType: 'mobileUser',
    summary: { rows: 214, imported: 209, duplicates: 4, errors: 1 },
  });
  if (user) {
    add(30, {
      ...byAcmeAdmin,
      method: 'PUT',
      route: '/user/status/:userID',
      targetType: 'mobileUser',
      targetId: user.id,
      changes: change('mobile_users', 'update', user.id, { is_active: 1 }, { is_active: 0 }),
    });
    add(6, {
      adminId: channelAdmin.id,
      adminGroup: channelAdmin.userGroup,
      companyId: acme.id,
      method: 'DELETE',
      route: '/user/mobile-users/:userID',
      targetType: 'mobileUser',
      targetId: user.id,
      outcome: 'refused',
      status: 403,
    });
  }
  add(20, {
    adminId: superAdmin.id,
    adminGroup: superAdmin.userGroup,
    companyId: acme.id,
    method: 'PUT',
    route: '/company/:id',
    targetType: 'company',
    targetId: acme.id,
    changes: change(
      'companies',
      'update',
      acme.id,
      { admin_color: '#115e59' },
      {
        admin_color: company?.adminColor ?? '#0f766e',
      },
    ),
  });
  add(3, {
    ...byAcmeAdmin,
    method: 'PUT',
    route: '/user/profile/',
    targetType: 'admin',
    targetId: acmeAdmin.id,
    changes: change(
      'admin_users',
      'update',
      acmeAdmin.id,
      { phone: '' },
      { phone: acmeAdmin.phone },
    ),
  });
  if (globexGroup) {
    add(40, {
      adminId: globexAdmin.id,
      adminGroup: globexAdmin.userGroup,
      companyId: globex.id,
      method: 'POST',
      route: '/user/groups/',
      targetType: 'userGroup',
      targetId: globexGroup.id,
      changes: change('user_groups', 'insert', globexGroup.id, null, { name: 'Shop stewards' }),
    });
  }
  // Months before the current one land in the default partition until they get their own.
  await db.execute(sql`select audit_log_ensure_partitions(1)`);
  if (entries.length > 0) await db.insert(auditLog).values(entries);
}
