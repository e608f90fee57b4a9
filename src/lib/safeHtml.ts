/**
 * The console's own sanitiser for showing message HTML: the server sanitises what it stores, and
 * this keeps a preview of unsent text (or anything that slipped through) from running script.
 * Allowed: simple text formatting, lists, headings and http(s) or mailto links.
 */
const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'i',
  'li',
  'ol',
  'p',
  'span',
  'strong',
  'u',
  'ul',
]);

/** Removed with everything inside them; other unknown tags keep their text. */
const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);

const SAFE_HREF = /^(https?:|mailto:)/i;

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanChildren(child, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    const href = child.getAttribute('href')?.trim();
    if (tag === 'a' && href && SAFE_HREF.test(href)) {
      copy.setAttribute('href', href);
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    cleanChildren(child, copy, doc);
    target.appendChild(copy);
  }
}

export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  cleanChildren(parsed.body, root, out);
  return root.innerHTML;
}
