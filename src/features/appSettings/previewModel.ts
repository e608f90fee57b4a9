import {
  HOME_MODULES,
  type HomeModuleId,
  type SettingValue,
  type SocialNetwork,
} from '../../../contract/appSettings';
import { checkSetting } from '../../../contract/appSettingsCheck';
import { SETTING_DEFAULTS } from '../../../contract/appSettingsDefaults';

/** A value the preview may draw: the given one when it passes the check, else the default. */
function valid<N extends 'home-screen-layout' | 'display-format' | 'color-selection'>(
  name: N,
  value: unknown,
): SettingValue<N>;
function valid<N extends 'social-media' | 'install-shortcuts' | 'tags'>(
  name: N,
  value: unknown,
): SettingValue<N>;
function valid(
  name:
    | 'home-screen-layout'
    | 'display-format'
    | 'color-selection'
    | 'social-media'
    | 'install-shortcuts'
    | 'tags',
  value: unknown,
): unknown {
  return checkSetting(name, value).length === 0 ? value : SETTING_DEFAULTS[name];
}

export const MODULE_ICONS: Record<HomeModuleId, string> = {
  messages: 'bi-chat-square-text',
  links: 'bi-link-45deg',
  banners: 'bi-folder2-open',
  channels: 'bi-broadcast',
  chat: 'bi-chat-dots',
  media: 'bi-play-circle',
  benefits: 'bi-gift',
};

export const NETWORK_ICONS: Record<SocialNetwork, string> = {
  facebook: 'bi-facebook',
  instagram: 'bi-instagram',
  x: 'bi-twitter-x',
  linkedin: 'bi-linkedin',
  youtube: 'bi-youtube',
  tiktok: 'bi-tiktok',
  website: 'bi-globe',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The sample moment the preview shows (14 March, 9:41 in the morning) in the chosen formats. */
export function sampleDateTime(format: SettingValue<'display-format'>): string {
  const [y, m, d] = [2026, 3, 14];
  const date =
    format.dateFormat === 'MM/DD/YYYY'
      ? `${pad(m)}/${pad(d)}/${y}`
      : format.dateFormat === 'DD/MM/YYYY'
        ? `${pad(d)}/${pad(m)}/${y}`
        : `${y}-${pad(m)}-${pad(d)}`;
  const time = format.timeFormat === '12h' ? '9:41 AM' : '09:41';
  return `${date} ${time}`;
}

/** What the phone draws, read from the settings as the app would read its document. */
export function previewModel(settings: Readonly<Record<string, unknown>>) {
  const layout = valid('home-screen-layout', settings['home-screen-layout']);
  const display = valid('display-format', settings['display-format']);
  const colors = valid('color-selection', settings['color-selection']);
  const dark = display.theme === 'dark';
  return {
    layout: layout.layout,
    modules: layout.modules
      .filter((module) => module.visible)
      .map((module) => ({
        id: module.id,
        label: HOME_MODULES[module.id],
        icon: MODULE_ICONS[module.id],
      })),
    display,
    when: sampleDateTime(display),
    // A dark theme swaps the page and its text; the brand colours stay.
    colors: {
      ...colors,
      background: dark ? colors.text : colors.background,
      text: dark ? colors.background : colors.text,
    },
    social: valid('social-media', settings['social-media']).links,
    shortcuts: valid('install-shortcuts', settings['install-shortcuts']),
    tags: valid('tags', settings.tags).tags,
  };
}

export type PreviewModel = ReturnType<typeof previewModel>;
