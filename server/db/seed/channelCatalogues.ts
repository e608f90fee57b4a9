import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../client';
import {
  channelCategories,
  channelGroups,
  channelTypes,
  channelUnionTypes,
} from '../schema/channelCatalogues';
import { channelGroupFields, channelPreApprovals } from '../schema/channelSettings';
import { contentProviders } from '../schema/channels';
import { userGroups } from '../schema/userGroups';
import { packages } from '../schema/packages';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { tilePng } from './brandingImages';
import type { SeededCompany } from './companies';

interface DemoCatalogues {
  groups: { name: string; description: string; color: string }[];
  categories: { name: string; description: string; color: string; group?: string }[];
  types: { name: string; description: string; color: string }[];
  unionTypes: { name: string; description: string }[];
  packages: { name: string; benefits: string }[];
  /** Which channel (by its seeded type) sits in which category, group and type. */
  placements: {
    channel: keyof SeededCompany['channels'];
    category: string;
    group: string;
    type: string;
    unionType?: string;
  }[];
}

const DEMO: Record<string, DemoCatalogues> = {
  acme: {
    groups: [
      {
        name: 'Member services',
        description: 'Channels members turn to for news and help.',
        color: '#0f766e',
      },
      { name: 'Local branches', description: 'Channels run by the branches.', color: '#b45309' },
    ],
    categories: [
      {
        name: 'News',
        description: 'Union news and bargaining updates.',
        color: '#1d4ed8',
        group: 'Member services',
      },
      {
        name: 'Events',
        description: 'Meetings, rallies and training days.',
        color: '#be123c',
        group: 'Local branches',
      },
      {
        name: 'Sports',
        description: 'Union leagues and members’ teams.',
        color: '#15803d',
      },
    ],
    types: [
      { name: 'Newsletter', description: 'A weekly written digest.', color: '#7c3aed' },
      { name: 'Podcast', description: 'Audio episodes for members.', color: '#c2410c' },
    ],
    unionTypes: [
      { name: 'Trade union', description: 'Workers organised by trade.' },
      { name: 'Industrial union', description: 'Every worker of one industry.' },
    ],
    packages: [
      {
        name: 'Essential',
        benefits:
          'Legal advice line during office hours, member discounts at partner stores and the quarterly magazine.',
      },
      {
        name: 'Plus',
        benefits:
          'Everything in Essential, plus 24/7 legal advice, income protection for up to 6 months and 10% off training courses.',
      },
      {
        name: 'Family',
        benefits:
          'Plus benefits for up to four household members, child-care vouchers and a yearly family day ticket.',
      },
    ],
    placements: [
      {
        channel: 'PRIMARY',
        category: 'News',
        group: 'Member services',
        type: 'Newsletter',
        unionType: 'Trade union',
      },
      { channel: 'HYBRID', category: 'Events', group: 'Local branches', type: 'Podcast' },
    ],
  },
  globex: {
    groups: [{ name: 'Schools', description: 'Channels of member schools.', color: '#6d28d9' }],
    categories: [
      {
        name: 'Staff news',
        description: 'News for teaching staff.',
        color: '#4338ca',
        group: 'Schools',
      },
    ],
    types: [{ name: 'Bulletin', description: 'Short notices.', color: '#0e7490' }],
    unionTypes: [{ name: 'Professional association', description: 'Teachers by profession.' }],
    packages: [
      {
        name: 'Classroom cover',
        benefits: 'Professional liability cover and a helpline for classroom incidents.',
      },
    ],
    placements: [
      { channel: 'PRIMARY', category: 'Staff news', group: 'Schools', type: 'Bulletin' },
    ],
  },
};

/** Looks a seeded row's id up by name; the seed's own tables, so a missing one is a bug. */
function idOf(rows: Map<string, string>, name: string): string {
  const id = rows.get(name);
  if (!id) throw new Error(`the catalogue seed has no row named ${name}`);
  return id;
}

/**
 * The channel catalogues and member-benefit packages of the demo organisations: acme has
 * categories in groups, types, union types and three packages, and two channels placed in them.
 */
export async function seedChannelCatalogues(db: Database, seededCompanies: SeededCompany[]) {
  const files = createDatabaseFileStore(db);
  for (const company of seededCompanies) {
    const demo = DEMO[company.slug];
    if (!demo) continue;
    const image = async (color: string) =>
      files.put({ companyId: company.id, contentType: 'image/png', bytes: tilePng(64, color) });

    const groups = new Map<string, string>();
    for (const group of demo.groups) {
      const [row] = await db
        .insert(channelGroups)
        .values({
          companyId: company.id,
          name: group.name,
          description: group.description,
          imageFileId: await image(group.color),
        })
        .returning({ id: channelGroups.id });
      if (row) groups.set(group.name, row.id);
    }
    const categories = new Map<string, string>();
    for (const category of demo.categories) {
      const [row] = await db
        .insert(channelCategories)
        .values({
          companyId: company.id,
          name: category.name,
          description: category.description,
          imageFileId: await image(category.color),
          groupId: category.group ? idOf(groups, category.group) : null,
        })
        .returning({ id: channelCategories.id });
      if (row) categories.set(category.name, row.id);
    }
    const types = new Map<string, string>();
    for (const type of demo.types) {
      const [row] = await db
        .insert(channelTypes)
        .values({
          companyId: company.id,
          name: type.name,
          description: type.description,
          imageFileId: await image(type.color),
        })
        .returning({ id: channelTypes.id });
      if (row) types.set(type.name, row.id);
    }
    const unionTypes = new Map<string, string>();
    for (const unionType of demo.unionTypes) {
      const [row] = await db
        .insert(channelUnionTypes)
        .values({ companyId: company.id, ...unionType })
        .returning({ id: channelUnionTypes.id });
      if (row) unionTypes.set(unionType.name, row.id);
    }
    await db.insert(packages).values(
      demo.packages.map((item) => ({
        companyId: company.id,
        packageName: item.name,
        benefitsDescription: item.benefits,
      })),
    );
    for (const placement of demo.placements) {
      await db
        .update(contentProviders)
        .set({
          categoryId: idOf(categories, placement.category),
          groupId: idOf(groups, placement.group),
          typeId: idOf(types, placement.type),
          unionTypeId: placement.unionType ? idOf(unionTypes, placement.unionType) : null,
        })
        .where(eq(contentProviders.id, company.channels[placement.channel]));
    }
    await seedChannelSettings(db, company);
  }
}

/**
 * The PRIMARY channel's settings: its sign-up asks for one of the groups it may offer, and two
 * addresses and a phone are pre-approved to join it.
 */
async function seedChannelSettings(db: Database, company: SeededCompany) {
  const channelId = company.channels.PRIMARY;
  const offered = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.companyId, company.id),
        or(isNull(userGroups.contentProviderId), eq(userGroups.contentProviderId, channelId)),
      ),
    )
    .orderBy(asc(userGroups.name))
    .limit(2);
  if (offered.length > 0) {
    await db
      .insert(channelGroupFields)
      .values(offered.map((group, position) => ({ channelId, userGroupId: group.id, position })));
  }
  await db.insert(channelPreApprovals).values([
    { channelId, email: `new.steward@${company.slug}-members.test` },
    { channelId, email: `branch.secretary@${company.slug}-members.test` },
    { channelId, phone: '+15550142' },
  ]);
}
