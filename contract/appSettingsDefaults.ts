import { HOME_MODULES, type HomeModuleId, type SettingValues } from './appSettings';

/**
 * What the app uses for a setting no company or channel has saved: the read answers these with
 * the level 'default', and a first published document holds them.
 */
export const SETTING_DEFAULTS: SettingValues = {
  'home-screen-layout': {
    layout: 'grid',
    modules: (Object.keys(HOME_MODULES) as HomeModuleId[]).map((id) => ({ id, visible: true })),
  },
  'display-format': {
    dateFormat: 'YYYY-MM-DD',
    timeFormat: '24h',
    textSize: 'medium',
    theme: 'system',
  },
  'color-selection': {
    primary: '#1f6feb',
    accent: '#f59e0b',
    background: '#ffffff',
    text: '#1f2328',
    menuBackground: '#1f2a44',
    menuText: '#ffffff',
  },
  security: {
    requirePin: false,
    pinLength: 4,
    biometricUnlock: true,
    sessionTimeoutMinutes: 60,
    allowScreenshots: true,
  },
  'social-media': { links: [] },
  'install-shortcuts': { showInvitationLink: true, showQrCode: true, invitationText: '' },
  tags: { tags: [] },
  permissions: {
    notifications: 'required',
    location: 'off',
    camera: 'optional',
    microphone: 'optional',
    contacts: 'off',
  },
  'menu-color': { value: '#1f2a44' },
  pushcast: { allowPushcastEmail: false, requireEmailVerificationForPushcast: false },
  'auto-phone-number': { numbers: [] },
  'custom-fields': { fields: [] },
};
