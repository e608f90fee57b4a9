import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { ALL_COMPANIES, type UnionLink, type UnionLinkBody } from '../../../contract/unionLinks';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { linkTypes, unionLinks as l } from '../../db/schema/unionLinks';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';

/** The links a scope may read: its company's and the platform's; a platform admin every one. */
const linkColumns = { company: l.companyId, platformRowsShared: true };
const readable = (scope: Scope): SQL | undefined => inScope(scope, linkColumns, null);

const notForLink = () =>
  new AppError(
    'error_link_type_not_for_link',
    "A link sits only in a screen banner of its own company's channels.",
    [{ field: 'linkTypeID', message: "must be a banner of a channel of the link's company" }],
  );

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

  async function find(scope: Scope, id: string): Promise<UnionLink> {
    const [item] = await select(and(eq(l.id, id), readable(scope)));
    if (!item) throw notFound('Link');
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
  async function ownerFor(scope: Scope, named: string | undefined): Promise<string | null> {
    if (scope.kind !== 'platform') return scope.companyId;
    if (named === undefined) return scope.companyId;
    const slug = named.trim();
    if (slug === '' || slug === ALL_COMPANIES) return null;
    const id = await companyBySlug(slug);
    if (!id) {
      throw new AppError('validation_error', 'There is no such organization.', [
        { field: 'companyID', message: 'names no organization' },
      ]);
    }
    return id;
  }

  /** The banner a link may sit in: one of its company's channels' (a platform link sits in none). */
  async function bannerFor(
    company: string | null,
    bannerId: string | null | undefined,
  ): Promise<string | null> {
    if (!bannerId) return null;
    if (!company) throw notForLink();
    const [row] = await db
      .select({ id: linkTypes.id })
      .from(linkTypes)
      .innerJoin(contentProviders, eq(contentProviders.id, linkTypes.contentProviderId))
      .where(and(eq(linkTypes.id, bannerId), eq(contentProviders.companyId, company)))
      .limit(1);
    if (!row) throw notForLink();
    return row.id;
  }

  /** The link's company when the scope may change it; a platform link is the platform's to change. */
  async function writable(scope: Scope, id: string): Promise<{ companyId: string | null }> {
    const [row] = await db
      .select({ companyId: l.companyId })
      .from(l)
      .where(and(eq(l.id, id), readable(scope)))
      .limit(1);
    if (!row) throw notFound('Link');
    if (scope.kind !== 'platform' && row.companyId === null) {
      throw forbidden('Platform links are changed by platform admins only.');
    }
    return row;
  }

  return {
    companyBySlug,

    /** A company's links and the platform's; for a platform admin with 'All' (null), every link. */
    list(scope: Scope, named: string | null): Promise<UnionLink[]> {
      return select(inScope(scope, linkColumns, named));
    },

    find,

    async create(scope: Scope, body: UnionLinkBody): Promise<UnionLink> {
      const companyId = await ownerFor(scope, body.companyID);
      const [row] = await db
        .insert(l)
        .values({
          companyId,
          name: body.unionLink_name.trim(),
          url: body.url.trim(),
          benefitsDescription: body.benefits_description ?? '',
          linkTypeId: await bannerFor(companyId, body.linkTypeID),
        })
        .returning({ id: l.id });
      if (!row) throw new Error('the link insert returned no row');
      return find(scope, row.id);
    },

    /** Changes the link; its company stays (companyID in the body is not read). */
    async update(scope: Scope, id: string, body: UnionLinkBody): Promise<UnionLink> {
      const current = await writable(scope, id);
      const values: Partial<typeof l.$inferInsert> = {
        name: body.unionLink_name.trim(),
        url: body.url.trim(),
        benefitsDescription: body.benefits_description ?? '',
      };
      if (body.linkTypeID !== undefined)
        values.linkTypeId = await bannerFor(current.companyId, body.linkTypeID);
      await db.update(l).set(values).where(eq(l.id, id));
      return find(scope, id);
    },

    async remove(scope: Scope, id: string): Promise<{ _id: string }> {
      await writable(scope, id);
      await db.delete(l).where(eq(l.id, id));
      return { _id: id };
    },
  };
}

export type LinkRepository = ReturnType<typeof createLinkRepository>;
