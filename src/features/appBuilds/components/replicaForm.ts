import { array, mixed, object, string } from 'yup';
import {
  APP_ICON_MAX_BYTES,
  deepLinkProblem,
  type ReplicaBuild,
  type ReplicaBuildBody,
} from '../../../../contract/appBuilds';
import { KEEP_IMAGE, type ImageChoice } from '../../../components/form/ImageField';

export interface ReplicaValues {
  name: string;
  iosVersion: string;
  androidVersion: string;
  iosAppUrl: string;
  androidAppUrl: string;
  deepLink: string;
  /** Secrets: always empty at first; empty on submit keeps the stored one. */
  androidAPN: string;
  iosAPN: string;
  iosIAS: string;
  webAPIKey: string;
  channels: string[];
  icon: ImageChoice;
}

export const ICON_KB = APP_ICON_MAX_BYTES / 1024;

export const NEW_BUILD: ReplicaValues = {
  name: '',
  iosVersion: '',
  androidVersion: '',
  iosAppUrl: '',
  androidAppUrl: '',
  deepLink: '',
  androidAPN: '',
  iosAPN: '',
  iosIAS: '',
  webAPIKey: '',
  channels: [],
  icon: KEEP_IMAGE,
};

export const valuesOf = (build: ReplicaBuild): ReplicaValues => ({
  ...NEW_BUILD,
  name: build.name,
  iosVersion: build.iosVersion,
  androidVersion: build.androidVersion,
  iosAppUrl: build.iosAppUrl,
  androidAppUrl: build.androidAppUrl,
  deepLink: build.deepLink,
  channels: build.channels.map((channel) => channel._id),
});

const PLAIN_FIELDS = [
  'name',
  'iosVersion',
  'androidVersion',
  'iosAppUrl',
  'androidAppUrl',
  'deepLink',
] as const;

/**
 * The form as the API takes it: secrets only when typed, the icon apart. A new build sends
 * every field; a change to `stored` sends only what the admin changed (a field emptied is sent
 * empty, to clear it), since the API keeps every field left out.
 */
export function bodyOf(values: ReplicaValues, stored?: ReplicaBuild): ReplicaBuildBody {
  const secret = (value: string) => (value.trim() ? { value: value.trim() } : null);
  const was = stored ? valuesOf(stored) : null;
  const body: ReplicaBuildBody = {};
  for (const field of PLAIN_FIELDS) {
    const value = values[field].trim();
    if (!was || value !== was[field].trim()) body[field] = value;
  }
  const sameChannels =
    was !== null &&
    was.channels.length === values.channels.length &&
    was.channels.every((id) => values.channels.includes(id));
  if (!sameChannels) body.channels = values.channels;
  if (values.icon.remove) body.removeIcon = true;
  for (const field of ['androidAPN', 'iosAPN', 'iosIAS', 'webAPIKey'] as const) {
    const typed = secret(values[field]);
    if (typed) body[field] = typed.value;
  }
  return body;
}

const VERSION = /^([0-9]+(\.[0-9]+){0,3})?$/;
const WEB_URL = /^(https?:\/\/\S+)?$/;
const DEEP_LINK = /^([a-zA-Z][a-zA-Z0-9+.-]*:\/\/\S*)?$/;
const version = string().trim().max(20, 'Use at most 20 characters.').matches(VERSION, {
  message: 'Write the version as numbers and dots, such as 4.2.0.',
});
const storeUrl = string().trim().max(500, 'Use at most 500 characters.').matches(WEB_URL, {
  message: 'Enter an address starting with https://.',
});

// The bounds of contract/appBuilds.ts ReplicaBuildBody and the icon limit.
export const replicaSchema = object({
  name: string().trim().required('Enter a name.').max(100, 'Use at most 100 characters.'),
  iosVersion: version,
  androidVersion: version,
  iosAppUrl: storeUrl,
  androidAppUrl: storeUrl,
  deepLink: string()
    .trim()
    .max(300, 'Use at most 300 characters.')
    .matches(DEEP_LINK, { message: 'Enter a link such as acmemembers://open or https://…' })
    .test('scheme', "Use https:// or the app's own scheme, such as acmemembers://open.", (link) =>
      link ? deepLinkProblem(link) === null : true,
    ),
  androidAPN: string().max(4096, 'Use at most 4096 characters.'),
  iosAPN: string().max(4096, 'Use at most 4096 characters.'),
  iosIAS: string().max(200, 'Use at most 200 characters.'),
  webAPIKey: string().max(500, 'Use at most 500 characters.'),
  channels: array(string().required()),
  icon: mixed<ImageChoice>().test(
    'size',
    `Choose an icon of at most ${ICON_KB} KB.`,
    (choice) => !choice?.file || choice.file.size <= APP_ICON_MAX_BYTES,
  ),
});
