import { asc, eq } from 'drizzle-orm';
import type { MessageVariant } from '../../../contract/messageVariants';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { messageVariants } from '../../db/schema/messages';

/** The organisation's default language: a new message's own texts are in it. */
export async function companyDefaultLanguage(db: Database, companyId: string): Promise<string> {
  const [company] = await db
    .select({ language: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.language ?? 'en';
}

/** A message's variants by language code, as its detail answers them. */
export async function variantsOf(db: Database, messageId: string): Promise<MessageVariant[]> {
  const rows = await db
    .select()
    .from(messageVariants)
    .where(eq(messageVariants.messageId, messageId))
    .orderBy(asc(messageVariants.language));
  return rows.map((row) => ({
    language: row.language,
    title: row.title,
    push_message: row.pushMessage,
    message: row.message,
  }));
}
