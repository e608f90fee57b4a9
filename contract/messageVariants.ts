import { Type, type Static } from '@sinclair/typebox';
import { FreeText } from './common';
import { LanguageTag } from './languageTag';

/** How many languages besides its own one message may be written in. */
export const MESSAGE_VARIANTS_MAX = 20;

/**
 * A message's texts in one other language (docs/decisions.md, "Message variants by language"):
 * members of that language get them instead of the message's own. The language is a listed one
 * (contract/languages.ts), not the organisation's default (the own texts are in it) and not twice.
 */
export const MessageVariantBody = Type.Object({
  language: LanguageTag,
  title: Type.String({ maxLength: 200 }),
  push_message: FreeText({ maxLength: 500 }),
  /** HTML; the server keeps only safe tags and attributes, as for the own message. */
  message: FreeText({ maxLength: 100_000 }),
});
export type MessageVariantBody = Static<typeof MessageVariantBody>;

export const MessageVariantsBody = Type.Array(MessageVariantBody, {
  maxItems: MESSAGE_VARIANTS_MAX,
});

/** A stored variant, as the message's detail answers it. */
export const MessageVariant = Type.Object({
  language: Type.String(),
  title: Type.String(),
  push_message: Type.String(),
  message: Type.String(),
});
export type MessageVariant = Static<typeof MessageVariant>;
