import type { ComponentType } from 'react';
import { HOME_MODULES, type HomeModuleId, type SettingName } from '../../../contract/appSettings';
import { ColorSelectionFields } from './components/fields/ColorSelectionFields';
import { DisplayFormatFields } from './components/fields/DisplayFormatFields';
import { HomeScreenLayoutFields } from './components/fields/HomeScreenLayoutFields';
import { InstallShortcutsFields } from './components/fields/InstallShortcutsFields';
import { PermissionsFields } from './components/fields/PermissionsFields';
import { SecurityFields } from './components/fields/SecurityFields';
import { SocialMediaFields } from './components/fields/SocialMediaFields';
import { TagsFields } from './components/fields/TagsFields';

export interface SettingScreen {
  title: string;
  description: string;
  icon: string;
  Fields: ComponentType;
  /** The saved value as the form edits it (every module listed, for one). */
  formValue?: (value: unknown) => object;
}

/** Every module once: the saved order first, the others after it, hidden. */
function everyModule(value: unknown): object {
  const layout = value as { layout: string; modules: { id: HomeModuleId; visible: boolean }[] };
  const listed = new Set(layout.modules.map((module) => module.id));
  const missing = (Object.keys(HOME_MODULES) as HomeModuleId[])
    .filter((id) => !listed.has(id))
    .map((id) => ({ id, visible: false }));
  return { ...layout, modules: [...layout.modules, ...missing] };
}

/** The settings screens of SPEC.md section 2, in menu order, by their ?setting= value. */
export const SETTING_SCREENS = {
  'home-screen-layout': {
    title: 'Home Screen Layout',
    description: 'Which modules the home screen shows, in which order and layout.',
    icon: 'bi-grid-1x2',
    Fields: HomeScreenLayoutFields,
    formValue: everyModule,
  },
  'display-format': {
    title: 'Display Format',
    description: 'How dates, times and text look, and the light or dark theme.',
    icon: 'bi-calendar3',
    Fields: DisplayFormatFields,
  },
  'color-selection': {
    title: 'Color Selection',
    description: 'The app’s brand, background, text and menu colours.',
    icon: 'bi-palette',
    Fields: ColorSelectionFields,
  },
  security: {
    title: 'Security',
    description: 'PIN, biometric unlock, automatic sign-out and screenshots.',
    icon: 'bi-shield-lock',
    Fields: SecurityFields,
  },
  'social-media': {
    title: 'Social Media',
    description: 'The organisation’s social links at the foot of the home screen.',
    icon: 'bi-share',
    Fields: SocialMediaFields,
  },
  'install-shortcuts': {
    title: 'Install Shortcuts',
    description: 'The invitation link and QR code members share to bring others in.',
    icon: 'bi-qr-code',
    Fields: InstallShortcutsFields,
  },
  tags: {
    title: 'Tags',
    description: 'Tags members can be given, to find and message them together.',
    icon: 'bi-tags',
    Fields: TagsFields,
  },
  permissions: {
    title: 'Permissions',
    description: 'Which phone permissions the app asks for, and when.',
    icon: 'bi-phone',
    Fields: PermissionsFields,
  },
} as const satisfies Partial<Record<SettingName, SettingScreen>>;

export type ScreenSettingName = keyof typeof SETTING_SCREENS;
export const SCREEN_NAMES = Object.keys(SETTING_SCREENS) as ScreenSettingName[];
export const isScreenSetting = (name: string | null): name is ScreenSettingName =>
  name !== null && Object.prototype.hasOwnProperty.call(SETTING_SCREENS, name);

/** A published setting's name as the diff and the publish dialog show it. */
export function settingTitle(name: string): string {
  if (isScreenSetting(name)) return SETTING_SCREENS[name].title;
  return name === 'custom-fields' ? 'Custom Fields' : name;
}
