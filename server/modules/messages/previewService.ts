import type { MessagePreview, MessagePreviewBody } from '../../../contract/messagePreview';
import { smsEncoding, smsSizeIn } from '../../../contract/smsSegments';
import type { Database } from '../../db/client';
import { compileTemplate, type MergeValues } from '../../lib/mergeTemplate';
import type { Scope } from '../../plugins/tenancy';
import {
  audienceLanguages,
  longestValues,
  sampleRecipients,
  type AudienceLanguage,
  type SampleRecipient,
  type SendingChannel,
} from '../delivery/public';
import type { StoredAudience } from '../../db/schema/messages';
import { customFieldNames } from './customFieldsRepository';
import { mergeFieldProblems, type MessageTexts } from './mergeFieldCheck';
import { sanitizeMessageHtml } from './sanitizeHtml';
import { companyDefaultLanguage } from './variantsRepository';
import { checkedAudience, resolveSendingChannel } from './sender';

/** Members shown in compose's preview. */
const SAMPLE_SIZE = 3;
/**
 * How long the longest values and the languages of an audience are kept: each costs a pass over
 * the audience, and compose asks again as the sender types.
 */
const LONGEST_TTL_MS = 60_000;
/** A receipt id, as long as the one each SMS link ends with. */
const RECEIPT_ID = '00000000-0000-0000-0000-000000000000';

const emptyValues = (longest: MergeValues): MergeValues => ({
  firstname: '',
  lastname: '',
  email: '',
  channel: longest.channel,
  organisation: longest.organisation,
  custom: {},
});

/**
 * Compose's preview: the draft's merge-field problems, the draft as three real members of the
 * audience would get it, and the size of the longest SMS it can become (its text with every
 * field at the audience's longest value, or empty where a fallback is longer).
 */
export function createMessagePreview(db: Database, consoleUrl: string, clock = () => Date.now()) {
  const link = `${consoleUrl.replace(/\/+$/, '')}/m/${RECEIPT_ID}`;

  /** A value kept for LONGEST_TTL_MS by its key, at most 500 keys. */
  function keptFor<T>() {
    const kept = new Map<string, { at: number; values: T }>();
    return async (key: string, load: () => Promise<T>): Promise<T> => {
      const found = kept.get(key);
      if (found && clock() - found.at < LONGEST_TTL_MS) return found.values;
      const values = await load();
      if (kept.size > 500) kept.clear();
      kept.set(key, { at: clock(), values });
      return values;
    };
  }
  const longestOf = keptFor<MergeValues>();
  const languagesOf = keptFor<AudienceLanguage[]>();

  /** The draft as this member gets it: their language's version, else the message's own. */
  function written(
    own: MessageTexts,
    versions: ReadonlyMap<string, MessageTexts>,
    defaultLanguage: string,
    member: SampleRecipient,
  ) {
    const language = member.language ?? defaultLanguage;
    const version = versions.get(language.toLowerCase());
    const texts = version ?? own;
    return {
      _id: member.id,
      name: member.name,
      reach: member.reach,
      language: version ? language : defaultLanguage,
      title: compileTemplate(texts.title, 'text')(member.values),
      push_message: compileTemplate(texts.push_message, 'text')(member.values),
      message: compileTemplate(texts.message, 'html')(member.values),
    };
  }

  /** The draft's preview through a channel to an audience already checked (or stored). */
  async function render(
    channel: SendingChannel,
    audience: StoredAudience,
    body: Omit<MessagePreviewBody, 'cpId' | 'audience' | 'localAt'>,
  ): Promise<MessagePreview> {
    const target = { channel, device: body.device, audience, mode: body.deliveryMode };
    const custom = await customFieldNames(db, channel.companyId);
    const texts = {
      title: body.title,
      push_message: body.push_message,
      message: sanitizeMessageHtml(body.message),
    };
    const variants = (body.variants ?? []).map((variant) => ({
      language: variant.language,
      texts: {
        title: variant.title,
        push_message: variant.push_message,
        message: sanitizeMessageHtml(variant.message),
      },
    }));
    const problems = [
      ...mergeFieldProblems(texts, custom),
      ...variants.flatMap((variant, index) =>
        mergeFieldProblems(variant.texts, custom).map((problem) => ({
          ...problem,
          field: `variants.${index}.${problem.field}`,
        })),
      ),
    ];
    const versions = new Map(
      variants.map((variant) => [variant.language.toLowerCase(), variant.texts]),
    );
    const [samples, languages, defaultLanguage] = await Promise.all([
      sampleRecipients(db, target, SAMPLE_SIZE),
      languagesOf(JSON.stringify(target), () => audienceLanguages(db, target)),
      companyDefaultLanguage(db, channel.companyId),
    ]);
    const members =
      problems.length === 0
        ? samples.map((member) => written(texts, versions, defaultLanguage, member))
        : [];
    // The longest SMS of any version: each push text with every value at its longest.
    const pushTexts = [texts.push_message, ...variants.map((v) => v.texts.push_message)];
    const sms = (values: MergeValues) =>
      pushTexts.map((push) => `${compileTemplate(push, 'text')(values)} ${link}`);
    const candidates = pushTexts.map((push) => `${push} ${link}`);
    if (problems.length === 0) {
      const fields = [...custom].sort();
      const longest = await longestOf(JSON.stringify([target, fields]), () =>
        longestValues(db, target, fields),
      );
      candidates.splice(0, candidates.length, ...sms(longest), ...sms(emptyValues(longest)));
      for (const member of samples) candidates.push(...sms(member.values));
    }
    // One member's letters outside GSM-7 send every longer text as UCS-2 too.
    const encoding = candidates.some((text) => smsEncoding(text) === 'UCS-2') ? 'UCS-2' : 'GSM-7';
    const sizes = candidates.map((text) => smsSizeIn(text, encoding));
    const longestSms = sizes.reduce((a, b) => (b.length > a.length ? b : a));
    return {
      problems,
      members,
      customFields: [...custom].sort(),
      sms: longestSms,
      languages,
      defaultLanguage,
    };
  }

  async function preview(scope: Scope, body: MessagePreviewBody): Promise<MessagePreview> {
    const channel = await resolveSendingChannel(db, scope, body.cpId);
    const audience = await checkedAudience(db, scope, body.audience);
    return render(channel, audience, body);
  }

  /** A stored message's preview (an approver's review): its channel and audience as stored. */
  return Object.assign(preview, { ofStored: render });
}
