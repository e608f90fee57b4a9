import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { ALL_COMPANIES, type UnionLink, type UnionLinkBody } from '../../../contract/unionLinks';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { linkTypes, unionLinks as l } from '../../db/schema/unionLinks';
import type { Scope } from '../../plugins/tenancy';

/** The links a scope may read: its company's and the platform's; a platform admin every one. */
const linkColumns = { company: l.companyId, platformRowsShared: true };
const readable = (scope: Scope): SQL | undefined => inScope(scope, linkColumns, null);

/** Why a link write changed nothing; routes.ts answers each with the spec's error. */
export type LinkRefusal =
  'link_missing' | 'platform_link' | 'no_such_company' | 'banner_not_for_link';

/** SPEC.md section 7, "Union links": a company's links and the platform's ('All'). */
export function createLinkRepository(db: Database) {
  async function select(where: SQL | undefined): Promise<UnionLink[]> {
    const rows = await db
      .select({
        row: l,
        companySlug: companies.companyId,
        companyName: companies.name,
        bannerName: linkTypes.name,
      })
      .from(l)
      .leftJoin(companies, eq(companies.id, l.companyId))
      .leftJoin(linkTypes, eq(linkTypes.id, l.linkTypeId))
      .where(where)
      .orderBy(asc(sql`lower(${l.name})`), asc(l.id));
    return rows.map(({ row, companySlug, companyName, bannerName }) => ({
      _id: row.id,
      unionLink_name: row.name,
      url: row.url,
      benefits_description: row.benefitsDescription,
      companyID: companySlug ?? ALL_COMPANIES,
      companyName: companyName ?? null,
      linkTypeID: row.linkTypeId,
      linkTypeName: bannerName ?? null,
      dateCreated: row.dateCreated.toISOString(),
    }));
  }

  async function find(scope: Scope, id: string): Promise<UnionLink | null> {
    const [item] = await select(and(eq(l.id, id), readable(scope)));
    return item ?? null;
  }

  /** A link just written: it is there, in the same transaction. */
  async function written(scope: Scope, id: string): Promise<UnionLink> {
    const item = await find(scope, id);
    if (!item) throw new Error('a link just written is not there');
    return item;
  }

  async function companyBySlug(slug: string): Promise<string | null> {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.companyId, slug))
      .limit(1);
    return row?.id ?? null;
  }

  /** The company a new link is for: a platform admin's choice (null: the platform's), else its own. */
  async function ownerFor(
    scope: Scope,
    named: string | undefined,
  ): Promise<{ owner: string | null } | 'no_such_company'> {
    if (scope.kind !== 'platform') return { owner: scope.companyId };
    if (named === undefined) return { owner: scope.companyId };
    const slug = named.trim();
    if (slug === '' || slug === ALL_COMPANIES) return { owner: null };
    const owner = await companyBySlug(slug);
    return owner ? { owner } : 'no_such_company';
  }

  /** The banner a link may sit in: one of its company's channels' (a platform link sits in none). */
  async function bannerFor(
    company: string | null,
    bannerId: string | null | undefined,
  ): Promise<{ banner: string | null } | 'banner_not_for_link'> {
    if (!bannerId) return { banner: null };
    if (!company) return 'banner_not_for_link';
    const [row] = await db
      .select({ id: linkTypes.id })
      .from(linkTypes)
      .innerJoin(contentProviders, eq(contentProviders.id, linkTypes.contentProviderId))
      .where(and(eq(linkTypes.id, bannerId), eq(contentProviders.companyId, company)))
      .limit(1);
    return row ? { banner: row.id } : 'banner_not_for_link';
  }

  /** The link's company when the scope may change it; a platform link is the platform's to change. */
  async function writable(
    scope: Scope,
    id: string,
  ): Promise<{ companyId: string | null } | 'link_missing' | 'platform_link'> {
    const [row] = await db
      .select({ companyId: l.companyId })
      .from(l)
      .where(and(eq(l.id, id), readable(scope)))
      .limit(1);
    if (!row) return 'link_missing';
    if (scope.kind !== 'platform' && row.companyId === null) return 'platform_link';
    return row;
  }

  return {
    companyBySlug,

    /** A company's links and the platform's; for a platform admin with 'All' (null), every link. */
    list(scope: Scope, named: string | null): Promise<UnionLink[]> {
      return select(inScope(scope, linkColumns, named));
    },

    find,

    async create(scope: Scope, body: UnionLinkBody): Promise<UnionLink | LinkRefusal> {
      const owner = await ownerFor(scope, body.companyID);
      if (typeof owner === 'string') return owner;
      const companyId = owner.owner;
      const banner = await bannerFor(companyId, body.linkTypeID);
      if (typeof banner === 'string') return banner;
      const [row] = await db
        .insert(l)
        .values({
          companyId,
          name: body.unionLink_name.trim(),
          url: body.url.trim(),
          benefitsDescription: body.benefits_description ?? '',
          linkTypeId: banner.banner,
        })
        .returning({ id: l.id });
      if (!row) throw new Error('the link insert returned no row');
      return written(scope, row.id);
    },

    /** Changes the link; its company stays (companyID in the body is not read). */
    async update(scope: Scope, id: string, body: UnionLinkBody): Promise<UnionLink | LinkRefusal> {
      const current = await writable(scope, id);
      if (typeof current === 'string') return current;
      const values: Partial<typeof l.$inferInsert> = {
        name: body.unionLink_name.trim(),
        url: body.url.trim(),
        benefitsDescription: body.benefits_description ?? '',
      };
      if (body.linkTypeID !== undefined) {
        const banner = await bannerFor(current.companyId, body.linkTypeID);
        if (typeof banner === 'string') return banner;
        values.linkTypeId = banner.banner;
      }
      await db.update(l).set(values).where(eq(l.id, id));
      return written(scope, id);
    },

    async remove(scope: Scope, id: string): Promise<{ _id: string } | LinkRefusal> {
      const current = await writable(scope, id);
      if (typeof current === 'string') return current;
      await db.delete(l).where(eq(l.id, id));
      return { _id: id };
    },
  };
}

export type LinkRepository = ReturnType<typeof createLinkRepository>;
