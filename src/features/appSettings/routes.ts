import { shell } from '../../routes/declareRoute';
import type { QueryNames } from '../../routes/routeTypes';

/** The app settings a channel admin opens from the side menu, in menu order. */
export const APP_SETTING_NAMES: QueryNames = {
  param: 'setting',
  names: {
    'home-screen-layout': 'Home Screen Layout',
    'display-format': 'Display Format',
    'color-selection': 'Color Selection',
    security: 'Security',
    'social-media': 'Social Media',
    'install-shortcuts': 'Install Shortcuts',
    tags: 'Tags',
    permissions: 'Permissions',
  },
};

/** The /other-settings pages of other features carry this route's key and name it parent. */
export const appSettingsRoutes = [
  shell({
    id: 'otherSettings',
    name: 'Other Settings',
    path: '/other-settings',
    accessKeys: ['settings'],
    queryNames: APP_SETTING_NAMES,
    page: () => import('./pages/OtherSettingsPage').then((m) => m.OtherSettingsPage),
  }),
];
