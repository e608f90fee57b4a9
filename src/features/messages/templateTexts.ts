import type { MessageTemplate } from '../../../contract/messageTemplates';
import type { RichPushValues } from '../../components/richPush/richPushForm';
import type { VariantValue } from './variantsForm';

/*
 * What a saved template fills in each place that writes a message: its texts (title, push text,
 * HTML body, and those in other languages), and in compose its push image and buttons when it
 * has any; a message's link and attachment stay as the sender set them. See docs/decisions.md,
 * "Templates where messages are written" and "Message templates".
 */

/** Compose's texts: the default language's three, and one version per other language. */
export interface ComposeTexts {
  title: string;
  push_message: string;
  message: string;
  variants: VariantValue[];
}

export const composeTextsOf = (template: MessageTemplate): ComposeTexts => ({
  title: template.title,
  push_message: template.push_message,
  message: template.message,
  // A version in the organisation's default language (the default changed since the template
  // was saved) would be refused by the send: the template's own texts stand for that language.
  variants: template.variants
    .filter((variant) => variant.language !== template.language)
    .map(({ language, title, push_message, message }) => ({
      language,
      title,
      push_message,
      message,
    })),
});

export const hasComposeTexts = (texts: ComposeTexts): boolean =>
  [texts.title, texts.push_message, texts.message].some((text) => text.trim() !== '') ||
  texts.variants.length > 0;

/** Whether the template carries a push image or buttons, which compose then takes. */
export const templateHasRichPush = (template: MessageTemplate): boolean =>
  Boolean(template.pushImage) || template.pushButtons.length > 0;

/**
 * Compose's image and buttons from the template, the two as one: a template with either replaces
 * both; one with neither leaves the sender's as they are (nothing here).
 */
export const composeRichPushOf = (template: MessageTemplate): Partial<RichPushValues> =>
  templateHasRichPush(template)
    ? {
        pushImage: template.pushImage ?? '',
        pushButtons: template.pushButtons.map(({ label, url }) => ({ label, url })),
      }
    : {};

export const hasRichPush = (values: RichPushValues): boolean =>
  values.pushImage.trim() !== '' || values.pushButtons.length > 0;

/** A sequence step's texts: one language, its push text named as the step names it. */
export interface StepTexts {
  title: string;
  pushMessage: string;
  message: string;
}

export const STEP_TEXT_FIELDS = ['title', 'pushMessage', 'message'] as const;

export const stepTextsOf = (template: MessageTemplate): StepTexts => ({
  title: template.title,
  pushMessage: template.push_message,
  message: template.message,
});

/** An award campaign's texts: a title and a plain message, which the push text fills. */
export interface CampaignTexts {
  title: string;
  message: string;
}

export const CAMPAIGN_TEXT_FIELDS = ['title', 'message'] as const;

export const campaignTextsOf = (template: MessageTemplate): CampaignTexts => ({
  title: template.title,
  message: template.push_message,
});
