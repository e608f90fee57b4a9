import { describe, expect, it } from 'vitest';
import { addTag, checkSetting } from '../../../contract/appSettingsCheck';
import { SETTING_DEFAULTS } from '../../../contract/appSettingsDefaults';
import { fieldChanges, shortValue } from './components/ConfigDiff';
import { formikErrorsOf, friendlyMessage, previewValue } from './settingProblems';

describe('the setting check the console and the API share', () => {
  it('passes every default and refuses a bad value by its field', () => {
    for (const [name, value] of Object.entries(SETTING_DEFAULTS)) {
      expect(checkSetting(name as keyof typeof SETTING_DEFAULTS, value), name).toEqual([]);
    }
    const problems = checkSetting('security', { ...SETTING_DEFAULTS.security, pinLength: 9 });
    expect(problems.map((p) => p.field)).toEqual(['pinLength']);
    expect(friendlyMessage(problems[0]?.message ?? '')).toBe('Use 8 or less.');
  });

  it('adds a tag only when it is not empty and not listed already', () => {
    expect(addTag(['Stewards'], '   ')).toEqual(['Stewards']);
    expect(addTag(['Stewards'], ' stewards ')).toEqual(['Stewards']);
    expect(addTag(['Stewards'], ' Retirees ')).toEqual(['Stewards', 'Retirees']);
  });

  it('puts problems where Formik shows them', () => {
    const errors = formikErrorsOf(
      checkSetting('social-media', { links: [{ network: 'x', url: 'ftp://example.com' }] }),
    );
    expect(errors).toEqual({
      links: [{ url: 'Use an address that starts with https://.' }],
    });
  });
});

describe('the preview and the diff', () => {
  it('keeps the last good value of a field being typed, and takes the good ones', () => {
    const draft = SETTING_DEFAULTS['color-selection'];
    const edited = { ...draft, primary: '#c2', accent: '#112233' };
    expect(previewValue('color-selection', draft, edited)).toEqual({
      ...draft,
      accent: '#112233',
    });
  });

  it('names each changed field, lists by their ids', () => {
    const live = SETTING_DEFAULTS['home-screen-layout'];
    const draft = {
      layout: 'list',
      modules: [{ id: 'chat', visible: false }, ...live.modules.slice(0, 1)],
    };
    expect(fieldChanges(live, draft)).toEqual([
      { field: 'layout', live: 'grid', draft: 'list' },
      {
        field: 'modules',
        live: 'messages, links, banners, channels, chat, media, benefits',
        draft: 'chat (hidden), messages',
      },
    ]);
    expect(shortValue('')).toBe('(empty)');
    expect(shortValue([])).toBe('(none)');
  });
});
