import { LANGUAGES } from '../../../contract/languages';
import type {
  MessageTemplate,
  MessageTemplateBody,
  MessageTemplateListQuery,
} from '../../../contract/messageTemplates';
import type { Database } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { checkedRichPush } from '../../lib/richPushInput';
import type { Scope } from '../../plugins/tenancy';
import { checkMergeFields, sanitizeMessageHtml } from '../messages/public';
import {
  createMessageTemplateRepository,
  type TemplateRefusal,
  type TemplateTexts,
  type TemplateValues,
} from './repository';

const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGES.map((language) => language.code));

function refused(refusal: TemplateRefusal, name: string): AppError {
  if (refusal === 'missing') return notFound('Template');
  return fieldError('name', `"${name}" is already the name of another template here.`);
}

/** Merge-field errors of a variant name its field inside the variant (`variants.0.title`). */
async function checkTexts(
  db: Database,
  companyId: string,
  texts: TemplateTexts,
  prefix: string,
): Promise<void> {
  try {
    await checkMergeFields(db, companyId, texts);
  } catch (error) {
    if (!(error instanceof AppError) || !prefix || !error.details) throw error;
    const details = error.details.map((d) => ({ ...d, field: `${prefix}${d.field}` }));
    throw new AppError(
      error.code,
      `${details[0]?.field ?? ''} ${details[0]?.message ?? ''}`,
      details,
    );
  }
}

/** Saved message templates: the rules over the repository's SQL. */
export function createMessageTemplateService(db: Database) {
  const repository = createMessageTemplateRepository(db);

  /** The body checked and cleaned, for the organisation `companyId`. */
  async function valuesOf(companyId: string, body: MessageTemplateBody): Promise<TemplateValues> {
    const name = body.name.trim();
    if (name === '') throw fieldError('name', 'Give the template a name.');
    const richPush = checkedRichPush(body);
    const defaultLanguage = await repository.defaultLanguage(companyId);
    const seen = new Set<string>();
    for (const [index, variant] of body.variants.entries()) {
      const field = `variants.${index}.language`;
      if (!KNOWN_LANGUAGES.has(variant.language)) {
        throw fieldError(field, `"${variant.language}" is not a language the console offers.`);
      }
      if (variant.language === defaultLanguage) {
        throw fieldError(
          field,
          "is the organization's default language: the template's own texts are in it.",
        );
      }
      if (seen.has(variant.language)) throw fieldError(field, 'appears twice.');
      seen.add(variant.language);
    }
    const own = { title: body.title, push_message: body.push_message, message: body.message };
    await checkTexts(db, companyId, own, '');
    for (const [index, variant] of body.variants.entries()) {
      await checkTexts(db, companyId, variant, `variants.${index}.`);
    }
    const clean = (texts: TemplateTexts): TemplateTexts => ({
      title: texts.title.trim(),
      push_message: texts.push_message.trim(),
      message: sanitizeMessageHtml(texts.message),
    });
    return {
      name,
      ...clean(own),
      ...richPush,
      variants: body.variants.map((variant) => ({ language: variant.language, ...clean(variant) })),
    };
  }

  return {
    list: (scope: Scope, query: MessageTemplateListQuery) => repository.list(scope, query),

    /** One template; `toSend`: one the scope may send from, not only one it keeps. */
    async find(scope: Scope, id: string, toSend = false): Promise<MessageTemplate> {
      const template = await repository.find(scope, id, false, toSend);
      if (!template) throw notFound('Template');
      return template;
    },

    async create(scope: Scope, body: MessageTemplateBody): Promise<MessageTemplate> {
      if (!scope.companyId) {
        throw new AppError('validation_error', 'Choose an organization to keep the template in.');
      }
      const place = {
        companyId: scope.companyId,
        channelId: scope.kind === 'channel' ? scope.channelId : null,
      };
      const values = await valuesOf(place.companyId, body);
      const result = await repository.create(scope, place, values);
      if (typeof result === 'string') throw refused(result, values.name);
      return result;
    },

    async update(scope: Scope, id: string, body: MessageTemplateBody): Promise<MessageTemplate> {
      const companyId = await repository.companyOf(scope, id);
      if (!companyId) throw notFound('Template');
      const values = await valuesOf(companyId, body);
      const result = await repository.update(scope, id, values);
      if (typeof result === 'string') throw refused(result, values.name);
      return result;
    },

    async remove(scope: Scope, id: string): Promise<{ _id: string }> {
      const result = await repository.remove(scope, id);
      if (!result) throw notFound('Template');
      return result;
    },

    /** Undoes a delete; refused when a live template has taken its name meanwhile. */
    async restore(scope: Scope, id: string): Promise<MessageTemplate> {
      const result = await repository.restore(scope, id);
      if (result === 'name_taken') {
        throw fieldError('name', 'Another template has taken this name since the delete.');
      }
      if (result === 'missing') throw notFound('Template');
      return result;
    },
  };
}

export type MessageTemplateService = ReturnType<typeof createMessageTemplateService>;
