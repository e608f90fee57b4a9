import { array, boolean, mixed, object, string, type Schema } from 'yup';
import {
  MAX_CHANNEL_LINKS,
  type Channel,
  type UpdateChannelBody,
} from '../../../../contract/channels';
import { KEEP_IMAGE, type ImageChoice } from '../../../components/form/ImageField';

interface LinkRow {
  name: string;
  url: string;
}

/** What the channel form edits: the text fields as strings (blank for none), the flags, links. */
/**
 * What the console says of a name another channel of the organisation has: the API answers the
 * spec's `error_cp_already_exist`, which the channel screens word so (docs/decisions.md).
 */
export const CHANNEL_NAME_TAKEN = 'A channel with this name already exists.';

/** A failed channel save as the form shows it: a taken name in the console's words. */
export const channelFailure = <F extends { code: string | null; message: string }>(
  failure: F | null,
): F | null =>
  failure?.code === 'error_cp_already_exist'
    ? { ...failure, message: CHANNEL_NAME_TAKEN }
    : failure;

export interface ChannelValues {
  clientName: string;
  contactName: string;
  email: string;
  access_code: string;
  inviteID: string;
  image: ImageChoice;
  is_local: boolean;
  isCompanyDefault: boolean;
  allowRegistration: boolean;
  isForceFollowing: boolean;
  enablePrivateVideo: boolean;
  requireEmailVerificationForPushcast: boolean;
  unregisteredMemberMessaging: boolean;
  allowPushcastEmail: boolean;
  links: LinkRow[];
  featuredLinks: LinkRow[];
  resellerCode: string;
  partnerAccountNumber: string;
  revenueCollectionMode: string;
  replicaBuild: string;
  /** Comma-separated in the form. */
  selectedExternalApis: string;
  /** The catalogue entries' ids ('' for none). */
  category: string;
  group: string;
  type: string;
  unionType: string;
}

export const NEW_CHANNEL: ChannelValues = {
  clientName: '',
  contactName: '',
  email: '',
  access_code: '',
  inviteID: '',
  image: KEEP_IMAGE,
  is_local: false,
  isCompanyDefault: false,
  allowRegistration: false,
  isForceFollowing: false,
  enablePrivateVideo: false,
  requireEmailVerificationForPushcast: false,
  unregisteredMemberMessaging: false,
  allowPushcastEmail: false,
  links: [],
  featuredLinks: [],
  resellerCode: '',
  partnerAccountNumber: '',
  revenueCollectionMode: '',
  replicaBuild: '',
  selectedExternalApis: '',
  category: '',
  group: '',
  type: '',
  unionType: '',
};

export function channelValuesOf(channel: Channel): ChannelValues {
  return {
    clientName: channel.clientName,
    contactName: channel.contactName ?? '',
    email: channel.email ?? '',
    access_code: channel.access_code ?? '',
    inviteID: channel.inviteID ?? '',
    image: KEEP_IMAGE,
    is_local: channel.is_local,
    isCompanyDefault: channel.isCompanyDefault,
    allowRegistration: channel.allowRegistration,
    isForceFollowing: channel.isForceFollowing,
    enablePrivateVideo: channel.enablePrivateVideo,
    requireEmailVerificationForPushcast: channel.requireEmailVerificationForPushcast,
    unregisteredMemberMessaging: channel.unregisteredMemberMessaging,
    allowPushcastEmail: channel.allowPushcastEmail,
    links: channel.links.map((link) => ({ ...link })),
    featuredLinks: channel.featuredLinks.map((link) => ({ ...link })),
    resellerCode: channel.resellerCode ?? '',
    partnerAccountNumber: channel.partnerAccountNumber ?? '',
    revenueCollectionMode: channel.revenueCollectionMode ?? '',
    replicaBuild: channel.replicaBuild ?? '',
    selectedExternalApis: channel.selectedExternalApis.join(', '),
    category: channel.category ?? '',
    group: channel.group ?? '',
    type: channel.type ?? '',
    unionType: channel.unionType ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const links = (rows: LinkRow[]) =>
  rows.map((row) => ({ name: row.name.trim(), url: row.url.trim() }));

/** The JSON the create and change calls send (the image goes beside it). */
export function channelBodyOf(values: ChannelValues): UpdateChannelBody & { clientName: string } {
  return {
    clientName: values.clientName.trim(),
    contactName: orNull(values.contactName),
    email: orNull(values.email),
    access_code: orNull(values.access_code),
    inviteID: orNull(values.inviteID),
    is_local: values.is_local,
    isCompanyDefault: values.isCompanyDefault,
    allowRegistration: values.allowRegistration,
    isForceFollowing: values.isForceFollowing,
    enablePrivateVideo: values.enablePrivateVideo,
    requireEmailVerificationForPushcast: values.requireEmailVerificationForPushcast,
    unregisteredMemberMessaging: values.unregisteredMemberMessaging,
    allowPushcastEmail: values.allowPushcastEmail,
    links: links(values.links),
    featuredLinks: links(values.featuredLinks),
    resellerCode: orNull(values.resellerCode),
    partnerAccountNumber: orNull(values.partnerAccountNumber),
    revenueCollectionMode: orNull(values.revenueCollectionMode),
    replicaBuild: orNull(values.replicaBuild),
    selectedExternalApis: [
      ...new Set(
        values.selectedExternalApis
          .split(',')
          .map((api) => api.trim())
          .filter(Boolean),
      ),
    ],
    category: values.category || null,
    group: values.group || null,
    type: values.type || null,
    unionType: values.unionType || null,
    ...(values.image.remove ? { removeImage: true } : {}),
  };
}

const WEB_URL = /^https?:\/\/\S+$/;
const linkList = array()
  .of(
    object({
      name: string().trim().required('Name the link.').max(60, 'Keep the name to 60 characters.'),
      url: string()
        .trim()
        .required('Enter the link’s address.')
        .matches(WEB_URL, 'Enter a web address starting with https://.'),
    }),
  )
  .max(MAX_CHANNEL_LINKS, `Up to ${MAX_CHANNEL_LINKS} links.`);
const code = (label: string) => string().max(60, `Keep the ${label} to 60 characters.`);

export const channelSchema: Schema = object({
  clientName: string()
    .trim()
    .required('Name the channel.')
    .max(120, 'Keep the name to 120 characters.'),
  contactName: string().max(120, 'Keep the contact name to 120 characters.'),
  email: string().trim().email('Enter an email address such as name@example.org.'),
  access_code: code('access code'),
  inviteID: string().max(120, 'Keep the invite ID to 120 characters.'),
  image: mixed<ImageChoice>(),
  links: linkList,
  featuredLinks: linkList,
  resellerCode: code('reseller code'),
  partnerAccountNumber: code('partner account number'),
  revenueCollectionMode: code('revenue collection mode'),
  replicaBuild: string().max(120, 'Keep the replica build to 120 characters.'),
  selectedExternalApis: string().max(600, 'Keep the list to 600 characters.'),
  is_local: boolean(),
  isCompanyDefault: boolean(),
  allowRegistration: boolean(),
  isForceFollowing: boolean(),
  enablePrivateVideo: boolean(),
  requireEmailVerificationForPushcast: boolean(),
  unregisteredMemberMessaging: boolean(),
  allowPushcastEmail: boolean(),
  category: string(),
  group: string(),
  type: string(),
  unionType: string(),
});
