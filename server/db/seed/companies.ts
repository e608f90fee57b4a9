import type { Database } from '../client';
import { contentProviders } from '../schema/channels';
import { companies } from '../schema/companies';
import { eq } from 'drizzle-orm';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { filePath } from '../../providers/storage/fileStore';
import { tilePng, wordmarkSvg } from './brandingImages';

export interface SeededCompany {
  id: string;
  slug: string;
  /** Channel ids by type: one channel of each type the spec derives. */
  channels: Record<'PRIMARY' | 'HYBRID' | 'DEFAULT' | 'SECONDARY', string>;
}

const DEMO_COMPANIES = [
  {
    slug: 'acme',
    name: 'Acme Workers Union',
    adminColor: '#0f766e',
    menuColor: '#12332f',
    copyright: '© 2026 Acme Workers Union. All rights reserved.',
    featuredLinks: [
      { name: 'Member handbook', url: 'https://example.com/acme/handbook' },
      { name: 'Help centre', url: 'https://example.com/acme/help' },
    ],
  },
  {
    slug: 'globex',
    name: 'Globex Teachers Association',
    adminColor: '#6d28d9',
    menuColor: '#1e1b3a',
    copyright: '© 2026 Globex Teachers Association',
    featuredLinks: [{ name: 'Staff room', url: 'https://example.com/globex/staff-room' }],
  },
] as const;

/** One channel of every type: PRIMARY (local), HYBRID (open registration), DEFAULT, SECONDARY. */
const CHANNEL_KINDS = [
  {
    type: 'PRIMARY',
    suffix: 'News',
    isLocal: true,
    allowRegistration: false,
    isCompanyDefault: false,
  },
  {
    type: 'HYBRID',
    suffix: 'Community',
    isLocal: false,
    allowRegistration: true,
    isCompanyDefault: false,
  },
  {
    type: 'DEFAULT',
    suffix: 'Announcements',
    isLocal: false,
    allowRegistration: false,
    isCompanyDefault: true,
  },
  {
    type: 'SECONDARY',
    suffix: 'Partners',
    isLocal: false,
    allowRegistration: false,
    isCompanyDefault: false,
  },
] as const;

export async function seedCompanies(db: Database): Promise<SeededCompany[]> {
  const seeded: SeededCompany[] = [];
  for (const [index, demo] of DEMO_COMPANIES.entries()) {
    const [company] = await db
      .insert(companies)
      .values({
        companyId: demo.slug,
        companyNumber: index + 1,
        name: demo.name,
        adminColor: demo.adminColor,
        menuColor: demo.menuColor,
        brandUrl: `https://example.com/${demo.slug}`,
        copyrightMessage: demo.copyright,
        featuredLinks: [...demo.featuredLinks],
        emailDomain: `${demo.slug}.test`,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error(`could not seed company ${demo.slug}`);
    // Branding images go through the storage interface, as uploads do.
    const files = createDatabaseFileStore(db);
    const logo = await files.put({
      companyId: company.id,
      contentType: 'image/svg+xml',
      bytes: wordmarkSvg(demo.name, demo.adminColor),
    });
    const favicon = await files.put({
      companyId: company.id,
      contentType: 'image/png',
      bytes: tilePng(32, demo.adminColor),
    });
    await db
      .update(companies)
      .set({ logo: filePath(logo), favicon: filePath(favicon) })
      .where(eq(companies.id, company.id));
    const channels: Partial<SeededCompany['channels']> = {};
    for (const kind of CHANNEL_KINDS) {
      const [channel] = await db
        .insert(contentProviders)
        .values({
          companyId: company.id,
          clientName: `${demo.name.split(' ')[0]} ${kind.suffix}`,
          contactName: 'Demo Contact',
          email: `${kind.suffix.toLowerCase()}@${demo.slug}.test`,
          menuColor: '#1f2a44',
          isLocal: kind.isLocal,
          allowRegistration: kind.allowRegistration,
          isCompanyDefault: kind.isCompanyDefault,
          enablePrivateVideo: kind.type === 'PRIMARY',
          pricePlan: 'standard',
          inviteId: `${demo.slug}-${kind.suffix.toLowerCase()}`,
          purchasedAppUsers: 500,
          offAppTextCreditsMonth: 1000,
          offAppTextCreditsUsedCurrentMonth: 120,
          purchasedOffAppTextCreditsRemaining: 250,
        })
        .returning({ id: contentProviders.id });
      if (!channel) throw new Error(`could not seed channel ${kind.suffix}`);
      channels[kind.type] = channel.id;
    }
    seeded.push({
      id: company.id,
      slug: demo.slug,
      channels: channels as SeededCompany['channels'],
    });
  }
  return seeded;
}
