import sanitize from 'sanitize-html';
import { HTML_ALLOW_LIST } from '../../../contract/htmlAllowList';

/**
 * What a message body may hold, from the allow-list the console shows it with
 * (contract/htmlAllowList.ts). Disallowed tags go but leave their text, except those dropped with
 * their content; a URL with a scheme outside the list, or a protocol-relative one, is dropped.
 */
const { tags, attributes, urlSchemes, imageSchemes, linkAttributes, droppedWithContent } =
  HTML_ALLOW_LIST;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...urlSchemes],
  allowedSchemesByTag: { img: [...imageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...droppedWithContent],
  transformTags: { a: sanitize.simpleTransform('a', { ...linkAttributes }) },
};

export function sanitizeMessageHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
