import DOMPurify from 'dompurify';
import { HTML_ALLOW_LIST } from '../../contract/htmlAllowList';

/**
 * Message HTML as the console shows it, by the allow-list the API stores it with
 * (contract/htmlAllowList.ts): the server sanitises what it stores, and this keeps a preview of
 * unsent text (or anything that slipped through) from running script, while showing what the
 * server kept.
 */
const { tags, attributes, urlSchemes, imageSchemes, linkAttributes, droppedWithContent } =
  HTML_ALLOW_LIST;

/** One of these schemes, or none (a relative URL) but not protocol-relative (`//host`). */
const urlPattern = (schemes: readonly string[]) =>
  new RegExp(`^(?:(?:${schemes.join('|')}):|(?![\\\\/]{2})(?![a-z][a-z0-9+.-]*:))`, 'i');

const IMAGE_URL = urlPattern(imageSchemes);

/** Browsers ignore spaces and control characters in a URL, so they may hide a scheme. */
const withoutBlanks = (url: string) =>
  Array.from(url)
    .filter((c) => c > ' ')
    .join('');

/** Its own instance, so these hooks reach no other use of DOMPurify. */
const purify = DOMPurify(window);

// DOMPurify allows attributes for all tags at once (data-* and aria-* too); the allow-list names
// them per tag.
purify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!attributes[tag]?.includes(data.attrName)) data.keepAttr = false;
  // DOMPurify lets images take data: URLs whatever ALLOWED_URI_REGEXP says.
  else if (tag === 'img' && data.attrName === 'src')
    data.keepAttr = IMAGE_URL.test(withoutBlanks(data.attrValue));
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() !== 'a') return;
  for (const [name, value] of Object.entries(linkAttributes)) node.setAttribute(name, value);
});

const CONFIG = {
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: [...new Set(Object.values(attributes).flat())],
  ALLOWED_URI_REGEXP: urlPattern(urlSchemes),
  // Markup that opens with a head tag (<noscript>, <title>) is read as the body that shows it.
  FORCE_BODY: true,
  FORBID_CONTENTS: [...droppedWithContent],
};

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG).trim();
}
