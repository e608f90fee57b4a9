import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { messageVariants } from '../../db/schema/messages';

/** A message's text in one other language, as the fan-out writes it into outbox rows. */
export interface DeliveryVariant {
  language: string;
  title: string;
  pushMessage: string;
}

/**
 * Who gets which text: the message's variants, and the organisation's default language that a
 * member without a language of their own counts as. No variants: everyone gets the own text.
 */
export interface DeliveryLanguages {
  defaultLanguage: string;
  variants: DeliveryVariant[];
}

/** Loaded once per occurrence: the variants never change once a message is stored. */
export async function loadDeliveryLanguages(
  db: Database,
  messageId: string,
  companyId: string,
): Promise<DeliveryLanguages> {
  const variants = await db
    .select({
      language: messageVariants.language,
      title: messageVariants.title,
      pushMessage: messageVariants.pushMessage,
    })
    .from(messageVariants)
    .where(eq(messageVariants.messageId, messageId))
    .orderBy(asc(messageVariants.language));
  if (variants.length === 0) return { defaultLanguage: '', variants };
  const [company] = await db
    .select({ language: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { defaultLanguage: company?.language ?? '', variants };
}

/**
 * The variant a recipient whose stored language is `language` gets (null counts as the
 * organisation's default), or null for the message's own text.
 */
export function variantLanguageSql(languages: DeliveryLanguages, language: SQL): SQL {
  const spoken = sql`coalesce(${language}, ${languages.defaultLanguage})`;
  const listed = sql.join(
    languages.variants.map((variant) => sql`${variant.language}`),
    sql`, `,
  );
  return sql`case when ${spoken} in (${listed}) then ${spoken} end`;
}

/**
 * A text by the receipt's variant language `language`: the variant's where it has one, `own`
 * otherwise. One CASE of at most 20 branches, so no row of the batch is joined to anything.
 */
export function variantTextSql(
  languages: DeliveryLanguages,
  language: SQL,
  text: (variant: DeliveryVariant) => string,
  own: string,
): SQL {
  const branches = languages.variants.map(
    (variant) => sql`when ${variant.language} then ${text(variant)}`,
  );
  return sql`case ${language} ${sql.join(branches, sql` `)} else ${own} end`;
}
