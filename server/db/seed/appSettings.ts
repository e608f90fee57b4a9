import { eq } from 'drizzle-orm';
import { PUBLISHED_SETTINGS, type SettingValues } from '../../../contract/appSettings';
import { SETTING_DEFAULTS } from '../../../contract/appSettingsDefaults';
import type { Database } from '../client';
import { adminUsers } from '../schema/admins';
import { appConfigVersions, appSettings } from '../schema/appSettings';
import { companies } from '../schema/companies';
import type { SeededCompany } from './companies';

type Values = Partial<SettingValues>;

/** Acme's app: its union's teal, news first, and the numbers its PRIMARY channel texts from. */
const ACME: Values = {
  'color-selection': {
    primary: '#0f766e',
    accent: '#f59e0b',
    background: '#f8fafc',
    text: '#12332f',
    menuBackground: '#12332f',
    menuText: '#ffffff',
  },
  'home-screen-layout': {
    layout: 'grid',
    modules: [
      { id: 'messages', visible: true },
      { id: 'links', visible: true },
      { id: 'banners', visible: true },
      { id: 'benefits', visible: true },
      { id: 'channels', visible: true },
      { id: 'media', visible: true },
      { id: 'chat', visible: false },
    ],
  },
  'social-media': {
    links: [
      { network: 'facebook', url: 'https://facebook.com/acmeworkers' },
      { network: 'instagram', url: 'https://instagram.com/acmeworkers' },
      { network: 'website', url: 'https://example.com/acme' },
    ],
  },
  tags: { tags: ['Stewards', 'Night shift', 'Retirees', 'New members'] },
  'custom-fields': {
    fields: [
      { key: 'local_number', label: 'Local number', type: 'number', required: true, options: [] },
      {
        key: 'shift',
        label: 'Shift',
        type: 'choice',
        required: false,
        options: ['Day', 'Evening', 'Night'],
      },
    ],
  },
  'install-shortcuts': {
    showInvitationLink: true,
    showQrCode: true,
    invitationText: 'Join Acme Workers Union on your phone',
  },
};

/** Acme's PRIMARY channel: its own colours and order, the draft one step past the live version. */
const ACME_CHANNEL: Values = {
  'color-selection': { ...SETTING_DEFAULTS['color-selection'], primary: '#1d4ed8' },
  'display-format': {
    dateFormat: 'MM/DD/YYYY',
    timeFormat: '12h',
    textSize: 'medium',
    theme: 'light',
  },
  'auto-phone-number': {
    numbers: [
      { _id: '5f0c6a44-1a7d-4b55-9d36-2d8c0e4f7a11', phone: '+15550142', label: 'Main line' },
      { _id: '7b1e2c90-3f4a-4c8e-b2d1-6a9f0e3c5d22', phone: '+15550143', label: 'Night desk' },
    ],
  },
};
const ACME_CHANNEL_DRAFT: Values = {
  'color-selection': { ...SETTING_DEFAULTS['color-selection'], primary: '#7c3aed' },
};

/** Globex: its blue, a list layout and 24-hour times. */
const GLOBEX: Values = {
  'color-selection': {
    primary: '#1e40af',
    accent: '#10b981',
    background: '#ffffff',
    text: '#111827',
    menuBackground: '#1e3a8a',
    menuText: '#ffffff',
  },
  'home-screen-layout': {
    layout: 'list',
    modules: [
      { id: 'messages', visible: true },
      { id: 'media', visible: true },
      { id: 'links', visible: true },
      { id: 'channels', visible: true },
      { id: 'banners', visible: false },
      { id: 'benefits', visible: false },
      { id: 'chat', visible: true },
    ],
  },
  tags: { tags: ['Engineering', 'Field crew'] },
};

const published = (own: Values, inherited: Values = {}) =>
  Object.fromEntries(
    PUBLISHED_SETTINGS.map((name) => [
      name,
      own[name] ?? inherited[name] ?? SETTING_DEFAULTS[name],
    ]),
  );
const ownPublished = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).filter(([name]) =>
      (PUBLISHED_SETTINGS as readonly string[]).includes(name),
    ),
  );

async function admin(db: Database, email: string) {
  const [row] = await db
    .select({ id: adminUsers.id, first: adminUsers.firstName, last: adminUsers.lastName })
    .from(adminUsers)
    .where(eq(adminUsers.email, email))
    .limit(1);
  return { id: row?.id ?? null, name: row ? `${row.first} ${row.last}`.trim() : email };
}

/**
 * The demo's app settings: acme's and globex's saved values, each published once as version 1,
 * and acme's PRIMARY channel with its own values published and a colour changed since (a draft).
 */
export async function seedAppSettings(db: Database, seededCompanies: SeededCompany[]) {
  for (const company of seededCompanies) {
    const values = company.slug === 'acme' ? ACME : company.slug === 'globex' ? GLOBEX : null;
    if (!values) continue;
    const publisher = await admin(db, `admin@${company.slug}.test`);
    const rows = Object.entries(values).map(([name, value]) => ({
      companyId: company.id,
      name,
      value,
      updatedBy: publisher.id,
    }));
    await db.insert(appSettings).values(rows);
    await db.insert(appConfigVersions).values({
      companyId: company.id,
      version: 1,
      settings: published(values),
      own: ownPublished(values),
      publishedBy: publisher.id,
      publishedByName: publisher.name,
    });
    await db.update(companies).set({ isConfigFileReady: true }).where(eq(companies.id, company.id));
    if (company.slug !== 'acme') continue;
    const channelId = company.channels.PRIMARY;
    const channelAdmin = await admin(db, 'channel@acme.test');
    await db.insert(appConfigVersions).values({
      companyId: company.id,
      channelId,
      version: 1,
      settings: published(ACME_CHANNEL, values),
      own: ownPublished(ACME_CHANNEL),
      publishedBy: channelAdmin.id,
      publishedByName: channelAdmin.name,
    });
    const draft = { ...ACME_CHANNEL, ...ACME_CHANNEL_DRAFT };
    await db.insert(appSettings).values(
      Object.entries(draft).map(([name, value]) => ({
        companyId: company.id,
        channelId,
        name,
        value,
        updatedBy: channelAdmin.id,
      })),
    );
  }
}
