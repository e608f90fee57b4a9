import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { AppLink, AppLinks } from '../../../contract/signup';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { linkTypes, unionLinks } from '../../db/schema/unionLinks';
import { filePath } from '../../providers/storage/fileStore';
import { brandingOf } from './branding';

/**
 * The app's links as the app shows them to a company's members: the company's featured links,
 * the screen banners of its channels with the union links filed in each, and the union links in
 * no banner (the company's and the platform's).
 */
export function createAppLinksRepository(db: Database) {
  return {
    /** Null: no active organisation has this companyID. */
    async forCompany(slug: string): Promise<AppLinks | null> {
      const [company] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.companyId, slug), eq(companies.isActive, 1)));
      if (!company) return null;
      const banners = await db
        .select({ id: linkTypes.id, name: linkTypes.name, imageFileId: linkTypes.imageFileId })
        .from(linkTypes)
        .innerJoin(contentProviders, eq(contentProviders.id, linkTypes.contentProviderId))
        .where(and(eq(contentProviders.companyId, company.id), eq(contentProviders.isDeleted, 0)))
        .orderBy(asc(contentProviders.clientName), asc(linkTypes.position));
      const links = await db
        .select({ name: unionLinks.name, url: unionLinks.url, linkTypeId: unionLinks.linkTypeId })
        .from(unionLinks)
        .where(or(eq(unionLinks.companyId, company.id), isNull(unionLinks.companyId)))
        .orderBy(asc(unionLinks.name));
      const inBanner = new Map<string, AppLink[]>();
      const loose: AppLink[] = [];
      for (const { name, url, linkTypeId } of links) {
        const list = linkTypeId ? inBanner.get(linkTypeId) : undefined;
        if (linkTypeId && banners.some((b) => b.id === linkTypeId)) {
          inBanner.set(linkTypeId, [...(list ?? []), { name, url }]);
        } else loose.push({ name, url });
      }
      return {
        company: brandingOf(company),
        featured: company.featuredLinks.map(({ name, url }) => ({ name, url })),
        banners: banners.map((b) => ({
          _id: b.id,
          name: b.name,
          image: b.imageFileId ? filePath(b.imageFileId) : null,
          links: inBanner.get(b.id) ?? [],
        })),
        links: loose,
      };
    },
  };
}
