import type { Database } from '../client';
import { linkTypes, unionLinks } from '../schema/unionLinks';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { tilePng } from './brandingImages';
import type { SeededCompany } from './companies';

interface DemoLink {
  name: string;
  url: string;
  description: string;
  /** The banner of the company's PRIMARY channel the link sits in. */
  banner?: string;
}

const DEMO: Record<string, { banners: { name: string; color: string }[]; links: DemoLink[] }> = {
  acme: {
    banners: [
      { name: 'Member benefits', color: '#0f766e' },
      { name: 'Training and events', color: '#b45309' },
      { name: 'Get help', color: '#be123c' },
    ],
    links: [
      {
        name: 'Discount card',
        url: 'https://example.com/acme/discount-card',
        description: 'Up to 15% off at partner stores with your digital member card.',
        banner: 'Member benefits',
      },
      {
        name: 'Legal advice line',
        url: 'https://example.com/acme/legal',
        description: 'Free first consultation on workplace questions, weekdays 9 to 5.',
        banner: 'Get help',
      },
      {
        name: 'Shop steward course',
        url: 'https://example.com/acme/courses/steward',
        description: 'Two-day course for new shop stewards, every month.',
        banner: 'Training and events',
      },
      {
        name: 'Annual conference',
        url: 'https://example.com/acme/conference',
        description: 'Programme, venue and registration for this year’s conference.',
      },
    ],
  },
  globex: {
    banners: [{ name: 'Classroom resources', color: '#6d28d9' }],
    links: [
      {
        name: 'Lesson plan library',
        url: 'https://example.com/globex/lesson-plans',
        description: 'Shared lesson plans from members, by subject and year.',
        banner: 'Classroom resources',
      },
    ],
  },
};

/** The platform's own links, which every company shows ('All'). */
const PLATFORM_LINKS: DemoLink[] = [
  {
    name: 'Federation news',
    url: 'https://example.com/federation/news',
    description: 'News from the union federation, for every member of every union.',
  },
];

/**
 * Union links and screen banners: acme's PRIMARY channel has three banners in an order, with
 * images, and links in them; globex one of each; and one platform link ('All').
 */
export async function seedUnionLinks(db: Database, seededCompanies: SeededCompany[]) {
  const files = createDatabaseFileStore(db);
  for (const company of seededCompanies) {
    const demo = DEMO[company.slug];
    if (!demo) continue;
    const banners = new Map<string, string>();
    for (const [position, banner] of demo.banners.entries()) {
      const imageFileId = await files.put({
        companyId: company.id,
        contentType: 'image/png',
        bytes: tilePng(96, banner.color),
      });
      const [row] = await db
        .insert(linkTypes)
        .values({
          contentProviderId: company.channels.PRIMARY,
          name: banner.name,
          imageFileId,
          position,
        })
        .returning({ id: linkTypes.id });
      if (row) banners.set(banner.name, row.id);
    }
    await db.insert(unionLinks).values(
      demo.links.map((link) => ({
        companyId: company.id,
        name: link.name,
        url: link.url,
        benefitsDescription: link.description,
        linkTypeId: link.banner ? (banners.get(link.banner) ?? null) : null,
      })),
    );
  }
  await db.insert(unionLinks).values(
    PLATFORM_LINKS.map((link) => ({
      companyId: null,
      name: link.name,
      url: link.url,
      benefitsDescription: link.description,
    })),
  );
}
