import { describe, expect, it } from 'vitest';
import { buildTemplate } from '../../../tests/msw/messageTemplatesHandlers';
import { campaignTextsOf, composeTextsOf, hasComposeTexts, stepTextsOf } from './templateTexts';

const template = buildTemplate({
  title: 'Ballot closes',
  push_message: 'Vote by Friday',
  message: '<p>Noon</p>',
  variants: [
    { language: 'es', title: 'Cierra', push_message: 'Vota', message: '' },
    { language: 'fr', title: 'Ferme', push_message: 'Votez', message: '<p>Midi</p>' },
  ],
});

describe('what a template fills', () => {
  it('gives compose its texts and its versions in other languages', () => {
    expect(composeTextsOf(template)).toEqual({
      title: 'Ballot closes',
      push_message: 'Vote by Friday',
      message: '<p>Noon</p>',
      variants: [
        { language: 'es', title: 'Cierra', push_message: 'Vota', message: '' },
        { language: 'fr', title: 'Ferme', push_message: 'Votez', message: '<p>Midi</p>' },
      ],
    });
  });

  it('leaves out a version in what is now the organisation’s default language', () => {
    const texts = composeTextsOf({ ...template, language: 'es' });
    expect(texts.variants.map((variant) => variant.language)).toEqual(['fr']);
  });

  it('gives a step its three texts and a campaign its title and the push text', () => {
    expect(stepTextsOf(template)).toEqual({
      title: 'Ballot closes',
      pushMessage: 'Vote by Friday',
      message: '<p>Noon</p>',
    });
    expect(campaignTextsOf(template)).toEqual({
      title: 'Ballot closes',
      message: 'Vote by Friday',
    });
  });

  it('counts a draft as written when any text or any version is there', () => {
    const empty = { title: '', push_message: ' ', message: '', variants: [] };
    expect(hasComposeTexts(empty)).toBe(false);
    expect(hasComposeTexts({ ...empty, message: '<p>x</p>' })).toBe(true);
    expect(
      hasComposeTexts({
        ...empty,
        variants: [{ language: 'es', title: '', push_message: '', message: '' }],
      }),
    ).toBe(true);
  });
});
