/**
 * What a message body may hold, the one source of the rules: the API sanitises what it stores
 * with them (server/modules/messages/sanitizeHtml.ts, sanitize-html) and the console what it
 * shows (src/lib/safeHtml.ts, DOMPurify), so the member page, the message details and the phone
 * preview show what the server kept. Text formatting, headings, lists, links, images and tables;
 * no scripts, styles, forms, frames or event handlers. tests/htmlSanitizeCases.ts holds the
 * cases both sides must answer alike.
 */
export interface HtmlAllowList {
  readonly tags: readonly string[];
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  readonly urlSchemes: readonly string[];
  readonly imageSchemes: readonly string[];
  readonly linkAttributes: Readonly<Record<string, string>>;
  readonly droppedWithContent: readonly string[];
}

export const HTML_ALLOW_LIST: HtmlAllowList = {
  tags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  /** Per tag; a tag not named here keeps no attribute. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  /**
   * The schemes a link may use. A URL without a scheme (a relative one) is kept; a
   * protocol-relative one (`//host`) is not, as its scheme would be the page's.
   */
  urlSchemes: ['http', 'https', 'mailto', 'tel'],
  /** Images only over the web: no `data:` or other inline sources. */
  imageSchemes: ['http', 'https'],
  /** Set on every link: it opens in a new tab, without an opener or a referrer. */
  linkAttributes: { target: '_blank', rel: 'noopener noreferrer' },
  /** Removed with everything inside them, text too, rather than leaving their text behind. */
  droppedWithContent: [
    'script',
    'style',
    'template',
    'iframe',
    'object',
    'embed',
    'noscript',
    'noembed',
    'noframes',
    'svg',
    'math',
    'title',
    'textarea',
    'option',
    'xmp',
    'plaintext',
  ],
};
