import { hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { adminUsers } from '../schema/admins';
import type { SeededCompany } from './companies';

export const DEMO_PASSWORD = 'Tidings-demo-1';

export interface DemoAccount {
  email: string;
  who: string;
}

/** The demo accounts, in the order README.md lists them. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'super@tidings.test', who: 'userGroup 1, platform admin' },
  { email: 'admin@acme.test', who: 'userGroup 4, admin of acme' },
  { email: 'channel@acme.test', who: 'userGroup 2, channel admin of an acme channel' },
  { email: 'channel5@acme.test', who: 'userGroup 5, channel admin of another acme channel' },
  { email: 'subadmin@acme.test', who: 'userGroup 2, isChannelSubAdmin 1' },
  { email: 'messaging@acme.test', who: "userGroup 4, adminPermissions 'messaging-only'" },
  { email: 'admin@globex.test', who: 'userGroup 4, admin of globex' },
  { email: 'inactive@acme.test', who: 'deactivated admin (isActive 0)' },
  { email: 'twofactor@acme.test', who: 'userGroup 4 with two-factor sign-in on' },
  // Seeded with the roles (roles.ts).
  { email: 'editor@acme.test', who: "userGroup 4 with acme's own role 'Content editor'" },
];

export async function seedAdmins(db: Database, [acme, globex]: SeededCompany[]): Promise<void> {
  if (!acme || !globex) throw new Error('the admin seed needs acme and globex');
  const rows: Omit<typeof adminUsers.$inferInsert, 'passwordHash'>[] = [
    { email: 'super@tidings.test', firstName: 'Sam', lastName: 'Super', userGroup: 1 },
    {
      email: 'admin@acme.test',
      firstName: 'Ada',
      lastName: 'Admin',
      userGroup: 4,
      companyId: acme.id,
    },
    {
      email: 'channel@acme.test',
      firstName: 'Chen',
      lastName: 'Channel',
      userGroup: 2,
      companyId: acme.id,
      contentProviderId: acme.channels.PRIMARY,
    },
    {
      email: 'channel5@acme.test',
      firstName: 'Cleo',
      lastName: 'Fivers',
      userGroup: 5,
      companyId: acme.id,
      contentProviderId: acme.channels.HYBRID,
    },
    {
      email: 'subadmin@acme.test',
      firstName: 'Sid',
      lastName: 'Subadmin',
      userGroup: 2,
      isChannelSubAdmin: 1,
      companyId: acme.id,
      contentProviderId: acme.channels.PRIMARY,
    },
    {
      email: 'messaging@acme.test',
      firstName: 'Mia',
      lastName: 'Messenger',
      userGroup: 4,
      companyId: acme.id,
      adminPermissions: 'messaging-only',
    },
    {
      email: 'admin@globex.test',
      firstName: 'Gus',
      lastName: 'Globex',
      userGroup: 4,
      companyId: globex.id,
    },
    {
      email: 'inactive@acme.test',
      firstName: 'Ina',
      lastName: 'Inactive',
      userGroup: 4,
      companyId: acme.id,
      isActive: 0,
    },
    {
      email: 'twofactor@acme.test',
      firstName: 'Tove',
      lastName: 'Twofactor',
      userGroup: 4,
      companyId: acme.id,
      twoFactorEnabled: true,
    },
  ];
  const withPasswords = [];
  for (const row of rows) {
    withPasswords.push({
      ...row,
      phone: '+1 555 0100',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
  }
  await db.insert(adminUsers).values(withPasswords);
}
