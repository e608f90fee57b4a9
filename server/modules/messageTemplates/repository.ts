import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  MessageTemplate,
  MessageTemplateListQuery,
  MessageTemplateSummary,
} from '../../../contract/messageTemplates';
import { TEMPLATES_PAGE_SIZE } from '../../../contract/messageTemplates';
import type { PushButton } from '../../../contract/richPush';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import {
  messageTemplateVariants as v,
  messageTemplates as t,
  type MessageTemplateRow,
} from '../../db/schema/messageTemplates';
import type { Scope } from '../../plugins/tenancy';

/** The texts a template, or one of its variants, holds. */
export interface TemplateTexts {
  title: string;
  push_message: string;
  message: string;
}

/** A template as written: its name, its own texts, its other languages' and its rich push. */
export interface TemplateValues extends TemplateTexts {
  name: string;
  variants: (TemplateTexts & { language: string })[];
  pushImage: string | null;
  pushButtons: PushButton[];
}

/** Why a template write changed nothing; the routes answer each. */
export type TemplateRefusal = 'missing' | 'name_taken';

/**
 * Whose templates a scope holds: a channel admin its channel's own, everyone else the
 * organisation's (no channel); a platform admin the organisation chosen.
 */
function owned(scope: Scope): SQL | undefined {
  return and(
    inScope(scope, { company: t.companyId, channel: t.contentProviderId }),
    scope.kind === 'channel' ? undefined : isNull(t.contentProviderId),
  );
}

/**
 * The templates a scope may send from: those it keeps, and for a channel admin the
 * organisation's too (read only; the picker offers them beside the channel's own).
 */
function usable(scope: Scope): SQL | undefined {
  if (scope.kind !== 'channel') return owned(scope);
  return and(
    inScope(scope, { company: t.companyId }),
    or(eq(t.contentProviderId, scope.channelId), isNull(t.contentProviderId)),
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const creator = sql<string | null>`(select nullif(trim(a.first_name || ' ' || a.last_name), '')
  from ${adminUsers} a where a.id = ${t.createdBy})`;
const updater = sql<string | null>`(select nullif(trim(a.first_name || ' ' || a.last_name), '')
  from ${adminUsers} a where a.id = ${t.updatedBy})`;

/** Saved message templates (migration 0057) and their language variants. */
export function createMessageTemplateRepository(db: Database) {
  const summaryColumns = {
    row: t,
    language: companies.defaultLanguage,
    createdBy: creator,
    updatedBy: updater,
  };

  async function languagesOf(ids: string[]): Promise<Map<string, string[]>> {
    const byTemplate = new Map<string, string[]>();
    if (ids.length === 0) return byTemplate;
    const rows = await db
      .select({ templateId: v.templateId, language: v.language })
      .from(v)
      .where(inArray(v.templateId, ids))
      .orderBy(asc(v.language));
    for (const row of rows) {
      byTemplate.set(row.templateId, [...(byTemplate.get(row.templateId) ?? []), row.language]);
    }
    return byTemplate;
  }

  function summary(
    found: {
      row: MessageTemplateRow;
      language: string;
      createdBy: string | null;
      updatedBy: string | null;
    },
    languages: string[],
  ): MessageTemplateSummary {
    const { row } = found;
    return {
      _id: row.id,
      name: row.name,
      title: row.title,
      push_message: row.pushMessage,
      language: found.language,
      languages,
      cpId: row.contentProviderId,
      createdBy: found.createdBy,
      updatedBy: found.updatedBy,
      dateCreated: row.createdAt.toISOString(),
      dateUpdated: row.updatedAt.toISOString(),
    };
  }

  /** One template of the scope, live or (`deleted`) deleted and not yet purged. */
  async function find(
    scope: Scope,
    id: string,
    deleted = false,
    toSend = false,
  ): Promise<MessageTemplate | null> {
    const whose = toSend ? usable(scope) : owned(scope);
    const [found] = await db
      .select(summaryColumns)
      .from(t)
      .innerJoin(companies, eq(companies.id, t.companyId))
      .where(and(eq(t.id, id), whose, deleted ? isNotNull(t.deletedAt) : isNull(t.deletedAt)))
      .limit(1);
    if (!found) return null;
    const variants = await db
      .select({
        language: v.language,
        title: v.title,
        push_message: v.pushMessage,
        message: v.message,
      })
      .from(v)
      .where(eq(v.templateId, id))
      .orderBy(asc(v.language));
    return {
      ...summary(
        found,
        variants.map((variant) => variant.language),
      ),
      message: found.row.message,
      pushImage: found.row.pushImage,
      pushButtons: found.row.pushButtons,
      variants,
    };
  }

  /** A live template of the same name in the same place (the organisation's, or the channel's). */
  async function nameTaken(
    place: { companyId: string; channelId: string | null },
    name: string,
    except: string | null,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.companyId, place.companyId),
          place.channelId ? eq(t.contentProviderId, place.channelId) : isNull(t.contentProviderId),
          sql`lower(${t.name}) = lower(${name})`,
          isNull(t.deletedAt),
          except ? ne(t.id, except) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async function writeVariants(id: string, variants: TemplateValues['variants']): Promise<void> {
    await db.delete(v).where(eq(v.templateId, id));
    if (variants.length === 0) return;
    await db.insert(v).values(
      variants.map((variant) => ({
        templateId: id,
        language: variant.language,
        title: variant.title,
        pushMessage: variant.push_message,
        message: variant.message,
      })),
    );
  }

  /** The live template's place, for a write. */
  async function placeOf(
    scope: Scope,
    id: string,
    deleted: boolean,
  ): Promise<{ companyId: string; channelId: string | null } | null> {
    const [row] = await db
      .select({ companyId: t.companyId, channelId: t.contentProviderId })
      .from(t)
      .where(
        and(eq(t.id, id), owned(scope), deleted ? isNotNull(t.deletedAt) : isNull(t.deletedAt)),
      )
      .limit(1);
    return row ?? null;
  }

  async function written(scope: Scope, id: string): Promise<MessageTemplate> {
    const template = await find(scope, id);
    if (!template) throw new Error('a template just written is not there');
    return template;
  }

  /** The organisation's default language, the language of a template's own texts. */
  async function defaultLanguage(companyId: string): Promise<string> {
    const [row] = await db
      .select({ language: companies.defaultLanguage })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row?.language ?? 'en';
  }

  return {
    find,

    defaultLanguage,

    /** The company of a live template of the scope, or null. */
    async companyOf(scope: Scope, id: string): Promise<string | null> {
      return (await placeOf(scope, id, false))?.companyId ?? null;
    },

    async list(
      scope: Scope,
      query: MessageTemplateListQuery,
    ): Promise<{
      templates: MessageTemplateSummary[];
      total: number;
      defaultLanguage: string | null;
    }> {
      const search = query.search?.trim();
      const where = and(
        query.usable ? usable(scope) : owned(scope),
        isNull(t.deletedAt),
        search ? ilike(t.name, `%${escapeLike(search)}%`) : undefined,
      );
      const limit = query.limit ?? TEMPLATES_PAGE_SIZE;
      const page = query.page ?? 1;
      const sort = query.sort ?? 'updated';
      const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
      const direction = order === 'asc' ? asc : desc;
      const key = sort === 'name' ? sql`lower(${t.name})` : t.updatedAt;
      const [rows, [count]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(t)
          .innerJoin(companies, eq(companies.id, t.companyId))
          .where(where)
          .orderBy(direction(key), asc(t.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(t)
          .where(where),
      ]);
      const languages = await languagesOf(rows.map((found) => found.row.id));
      return {
        templates: rows.map((found) => summary(found, languages.get(found.row.id) ?? [])),
        total: count?.total ?? 0,
        defaultLanguage: scope.companyId ? await defaultLanguage(scope.companyId) : null,
      };
    },

    async create(
      scope: Scope,
      place: { companyId: string; channelId: string | null },
      values: TemplateValues,
    ): Promise<MessageTemplate | TemplateRefusal> {
      if (await nameTaken(place, values.name, null)) return 'name_taken';
      const [row] = await db
        .insert(t)
        .values({
          companyId: place.companyId,
          contentProviderId: place.channelId,
          name: values.name,
          title: values.title,
          pushMessage: values.push_message,
          message: values.message,
          pushImage: values.pushImage,
          pushButtons: values.pushButtons,
          createdBy: scope.adminId,
          updatedBy: scope.adminId,
        })
        .onConflictDoNothing()
        .returning({ id: t.id });
      if (!row) return 'name_taken';
      await writeVariants(row.id, values.variants);
      return written(scope, row.id);
    },

    async update(
      scope: Scope,
      id: string,
      values: TemplateValues,
    ): Promise<MessageTemplate | TemplateRefusal> {
      const place = await placeOf(scope, id, false);
      if (!place) return 'missing';
      if (await nameTaken(place, values.name, id)) return 'name_taken';
      await db
        .update(t)
        .set({
          name: values.name,
          title: values.title,
          pushMessage: values.push_message,
          message: values.message,
          pushImage: values.pushImage,
          pushButtons: values.pushButtons,
          updatedBy: scope.adminId,
          updatedAt: sql`now()`,
        })
        .where(eq(t.id, id));
      await writeVariants(id, values.variants);
      return written(scope, id);
    },

    /** Marks the template deleted; `restore` undoes it. */
    async remove(scope: Scope, id: string): Promise<{ _id: string } | null> {
      const [row] = await db
        .update(t)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(t.id, id), owned(scope), isNull(t.deletedAt)))
        .returning({ id: t.id });
      return row ? { _id: row.id } : null;
    },

    async restore(scope: Scope, id: string): Promise<MessageTemplate | TemplateRefusal> {
      const place = await placeOf(scope, id, true);
      if (!place) return 'missing';
      const [current] = await db.select({ name: t.name }).from(t).where(eq(t.id, id)).limit(1);
      if (!current || (await nameTaken(place, current.name, id))) return 'name_taken';
      await db.update(t).set({ deletedAt: null }).where(eq(t.id, id));
      return written(scope, id);
    },
  };
}

export type MessageTemplateRepository = ReturnType<typeof createMessageTemplateRepository>;
