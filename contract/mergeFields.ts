/**
 * The merge fields a message's title, push text, SMS and HTML body may use, in Liquid's syntax:
 * `{{ firstname }}`, with a fallback for an empty value `{{ firstname | default: "member" }}`,
 * and a custom field by name `{{ custom.Local }}` or `{{ custom["Shift pattern"] }}`.
 */
export const MERGE_FIELDS = [
  { name: 'firstname', label: 'First name' },
  { name: 'lastname', label: 'Last name' },
  { name: 'email', label: 'Email' },
  { name: 'channel', label: 'Channel' },
  { name: 'organisation', label: 'Organisation' },
] as const;

export type MergeFieldName = (typeof MERGE_FIELDS)[number]['name'];

/** The object custom fields are read from: `custom.<name>`. */
export const CUSTOM_FIELDS_OBJECT = 'custom';

/** Filters a merge field may pass through; anything else is refused at compose. */
export const MERGE_FILTERS = ['default', 'upcase', 'downcase', 'capitalize', 'strip'] as const;

/** How a merge field is written for a custom field name, quoted when it is not a plain word. */
export function customFieldTag(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name)
    ? `{{ ${CUSTOM_FIELDS_OBJECT}.${name} }}`
    : `{{ ${CUSTOM_FIELDS_OBJECT}[${JSON.stringify(name)}] }}`;
}
