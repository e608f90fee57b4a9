import { languageCode } from '../../../contract/languages';
import { UNLISTED_LANGUAGE } from '../../../contract/languageTag';
import type { MessageVariantBody } from '../../../contract/messageVariants';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { checkMergeFields, type MessageTexts } from './mergeFieldCheck';
import { sanitizeMessageHtml } from './sanitizeHtml';

/** A variant as it is stored: its listed language and its cleaned texts. */
export interface CheckedVariant {
  language: string;
  title: string;
  pushMessage: string;
  message: string;
}

/** Each variant's language: listed (stored in the list's spelling), not the default, not twice. */
function checkedLanguages(variants: MessageVariantBody[], defaultLanguage: string): string[] {
  const seen = new Set<string>();
  return variants.map((variant, index) => {
    const field = `variants.${index}.language`;
    const language = languageCode(variant.language);
    if (!language) throw fieldError(field, UNLISTED_LANGUAGE);
    if (language.toLowerCase() === defaultLanguage.toLowerCase()) {
      throw fieldError(
        field,
        "is the organization's default language: the message's own texts are in it.",
      );
    }
    if (seen.has(language)) throw fieldError(field, 'appears twice.');
    seen.add(language);
    return language;
  });
}

/** Merge-field errors of a variant name its field inside the variant (`variants.0.title`). */
async function checkVariantTexts(
  db: Database,
  companyId: string,
  texts: MessageTexts,
  index: number,
): Promise<void> {
  try {
    await checkMergeFields(db, companyId, texts);
  } catch (error) {
    if (!(error instanceof AppError) || !error.details) throw error;
    const details = error.details.map((d) => ({ ...d, field: `variants.${index}.${d.field}` }));
    const [first] = details;
    throw new AppError(error.code, `${first?.field ?? ''} ${first?.message ?? ''}`, details);
  }
}

/**
 * A send's variants checked and cleaned, in the order sent: refused with the field named when a
 * language is unlisted, the organisation's default or repeated, when a title or push text is
 * blank, or when a merge field does not exist in the organisation.
 */
export async function checkedVariants(
  db: Database,
  companyId: string,
  defaultLanguage: string,
  variants: MessageVariantBody[],
): Promise<CheckedVariant[]> {
  const languages = checkedLanguages(variants, defaultLanguage);
  const checked: CheckedVariant[] = [];
  for (const [index, variant] of variants.entries()) {
    if (variant.title.trim() === '') throw fieldError(`variants.${index}.title`, 'is empty.');
    if (variant.push_message.trim() === '') {
      throw fieldError(`variants.${index}.push_message`, 'is empty.');
    }
    const message = sanitizeMessageHtml(variant.message);
    await checkVariantTexts(
      db,
      companyId,
      { title: variant.title, push_message: variant.push_message, message },
      index,
    );
    checked.push({
      language: languages[index] ?? variant.language,
      title: variant.title.trim(),
      pushMessage: variant.push_message,
      message,
    });
  }
  return checked;
}
