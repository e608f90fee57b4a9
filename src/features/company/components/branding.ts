import { object, string, array, boolean, mixed, type Schema } from 'yup';
import { ADMIN_MENU_ITEMS, type AdminMenuOverride } from '../../../../contract/adminMenu';
import type { Company, CompanySettingsBody } from '../../../../contract/company';
import {
  COMPANY_ID_MAX_LENGTH,
  COMPANY_ID_PATTERN,
  FAVICON_MAX_BYTES,
  isReservedCompanyId,
  LOGO_MAX_BYTES,
  MAX_FEATURED_LINKS,
} from '../../../../contract/company';
import type { BrandingFiles } from '../companyApi';
import { KEEP_IMAGE, type ImageChoice } from '../../../components/form/ImageField';
import { HEX_COLOR_HINT } from '../../../lib/color';
import { messageReviewSchema } from './messageReviewForm';

export interface LinkRow {
  name: string;
  url: string;
}
/**
 * An entry of the admin menu override as the form edits it: `item` is the menu item it renames
 * and moves (its id), or OWN_LINK for a link of the organisation's own, whose stored `id` is
 * kept (a new one is made from its name when saved).
 */
export interface MenuRow {
  item: string;
  id: string;
  name: string;
  url: string;
  icon: string;
}

export const OWN_LINK = '';
/** Formik hands yup an empty choice as undefined. */
const isOwnLink = (item: string | undefined) => !item;

export const menuItemOf = (id: string) => ADMIN_MENU_ITEMS.find((item) => item.id === id);

export const BLANK_MENU_ROW: MenuRow = { item: 'dashboard', id: '', name: '', url: '', icon: '' };

/** The override's entries to store: a default item keeps its name when none is typed. */
export function adminMenuOf(rows: readonly MenuRow[]): AdminMenuOverride[] {
  const taken = new Set<string>([
    ...ADMIN_MENU_ITEMS.map((item) => item.id),
    ...rows.map((row) => (row.item === OWN_LINK ? row.id : '')).filter(Boolean),
  ]);
  return rows.map((row) => {
    const item = menuItemOf(row.item);
    let id = item ? item.id : row.id;
    if (!id) {
      const base = `link-${slugOf(row.name) || 'own'}`.slice(0, 70);
      id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      taken.add(id);
    }
    const name = row.name.trim() || item?.name || '';
    return {
      id,
      name,
      ...(row.url.trim() ? { url: row.url.trim() } : {}),
      ...(row.icon ? { icon: row.icon } : {}),
    };
  });
}

/** The branding and flags both forms edit: the organisation form and Company Settings. */
export interface BrandingValues {
  logo: ImageChoice;
  favicon: ImageChoice;
  adminColor: string;
  menuColor: string;
  copyright: string;
  brandUrl: string;
  featuredLinks: LinkRow[];
  adminMenu: MenuRow[];
  emailDomain: string;
  allowPushcastEmail: boolean;
  maintenance: boolean;
}

export interface OrganisationValues extends BrandingValues {
  companyID: string;
  name: string;
}

export const BLANK_BRANDING: BrandingValues = {
  logo: KEEP_IMAGE,
  favicon: KEEP_IMAGE,
  adminColor: '',
  menuColor: '',
  copyright: '',
  brandUrl: '',
  featuredLinks: [],
  adminMenu: [],
  emailDomain: '',
  allowPushcastEmail: false,
  maintenance: false,
};

export function brandingValuesOf(company: Company): BrandingValues {
  return {
    logo: KEEP_IMAGE,
    favicon: KEEP_IMAGE,
    adminColor: company.adminColor.color_hex ?? '',
    menuColor: company.menuColor ?? '',
    copyright: company.copyright.message ?? '',
    brandUrl: company.brandUrl ?? '',
    featuredLinks: company.featuredLinks.map((link) => ({ ...link })),
    adminMenu: company.adminMenu.map((entry) => ({
      item: menuItemOf(entry.id) ? entry.id : OWN_LINK,
      id: entry.id,
      name: entry.name,
      url: entry.url ?? '',
      icon: entry.icon ?? '',
    })),
    emailDomain: company.emailDomain ?? '',
    allowPushcastEmail: company.allowPushcastEmail,
    maintenance: company.maintenance,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The JSON the branding calls take, from the form's values. */
/**
 * The default language and the message review are Company Settings' own sections (the
 * organisation form leaves them as they are).
 */
export function brandingBodyOf(
  values: BrandingValues,
): Required<Omit<CompanySettingsBody, 'defaultLanguage' | 'messageReview'>> {
  return {
    adminColor: orNull(values.adminColor),
    menuColor: orNull(values.menuColor),
    copyright: orNull(values.copyright),
    brandUrl: orNull(values.brandUrl),
    featuredLinks: values.featuredLinks.map((link) => ({
      name: link.name.trim(),
      url: link.url.trim(),
    })),
    adminMenu: adminMenuOf(values.adminMenu),
    emailDomain: orNull(values.emailDomain)?.toLowerCase() ?? null,
    allowPushcastEmail: values.allowPushcastEmail,
    maintenance: values.maintenance,
    removeLogo: values.logo.remove,
    removeFavicon: values.favicon.remove,
  };
}

export const brandingFilesOf = (values: BrandingValues): BrandingFiles => ({
  logo: values.logo.file,
  favicon: values.favicon.file,
});

const HEX = /^#[0-9a-fA-F]{6}$/;
const WEB_URL = /^https?:\/\/\S+$/;
const DOMAIN =
  /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const IMAGE_NAME = /\.(png|jpe?g|webp|ico|svg)$/i;
/** A menu entry's address: a page of the console, or a web address (opened in a new tab). */
const MENU_ADDRESS = /^(\/\S*|https?:\/\/\S+)$/;

const image = (label: string, maxBytes: number) =>
  mixed<ImageChoice>().test('image', (choice, context) => {
    const file = choice?.file;
    if (!file) return true;
    if (!IMAGE_NAME.test(file.name))
      return context.createError({
        message: `The ${label} must be a PNG, JPEG, WebP, ICO or SVG image.`,
      });
    if (file.size > maxBytes)
      return context.createError({
        message: `The ${label} is ${Math.ceil(file.size / 1024)} KB; it may be up to ${maxBytes / 1024} KB.`,
      });
    return true;
  });

const color = string().trim().matches(HEX, {
  message: HEX_COLOR_HINT,
  excludeEmptyString: true,
});

const brandingFields = {
  logo: image('logo', LOGO_MAX_BYTES),
  favicon: image('favicon', FAVICON_MAX_BYTES),
  adminColor: color,
  menuColor: color,
  copyright: string().max(200, 'Keep the copyright to 200 characters.'),
  brandUrl: string().trim().matches(WEB_URL, {
    message: 'Enter a web address starting with https://.',
    excludeEmptyString: true,
  }),
  featuredLinks: array()
    .of(
      object({
        name: string().trim().required('Name the link.').max(60, 'Keep the name to 60 characters.'),
        url: string()
          .trim()
          .required('Enter the link’s address.')
          .matches(WEB_URL, 'Enter a web address starting with https://.'),
      }),
    )
    .max(MAX_FEATURED_LINKS, `Up to ${MAX_FEATURED_LINKS} links.`),
  adminMenu: array().of(
    object({
      item: string(),
      name: string()
        .trim()
        .max(80, 'Keep the name to 80 characters.')
        .when('item', {
          is: isOwnLink,
          then: (rule) => rule.required('Name the link.'),
        }),
      url: string()
        .trim()
        .max(500, 'Keep the address to 500 characters.')
        .matches(MENU_ADDRESS, {
          message: 'Enter a console path such as /links, or a web address starting with https://.',
          excludeEmptyString: true,
        })
        .when('item', {
          is: isOwnLink,
          then: (rule) => rule.required('Give the link an address.'),
        }),
    }),
  ),
  emailDomain: string()
    .trim()
    .matches(DOMAIN, { message: 'Enter a domain such as example.org.', excludeEmptyString: true }),
  allowPushcastEmail: boolean(),
  maintenance: boolean(),
};

/** Company Settings: the branding, and its own message review (its threshold checked). */
export const settingsSchema: Schema = object({
  ...brandingFields,
  messageReview: messageReviewSchema,
});

export const organisationSchema = (creating: boolean): Schema =>
  object({
    ...brandingFields,
    name: string()
      .trim()
      .required('Name the organization.')
      .max(120, 'Keep the name to 120 characters.'),
    companyID: creating
      ? string()
          .trim()
          .required('Choose the organization ID used in its console address.')
          .min(2, 'Use at least 2 characters.')
          .max(COMPANY_ID_MAX_LENGTH, `Keep the ID to ${COMPANY_ID_MAX_LENGTH} characters.`)
          .matches(
            new RegExp(COMPANY_ID_PATTERN),
            'Use lower-case letters, digits and single hyphens, such as acme-union.',
          )
          .test(
            'reserved',
            'This ID is a word the console uses for its own pages. Choose another.',
            (id) => !id || !isReservedCompanyId(id),
          )
      : string(),
  });

/** A companyID suggested from a name: "Acme Workers' Union" gives acme-workers-union. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COMPANY_ID_MAX_LENGTH)
    .replace(/-+$/, '');
