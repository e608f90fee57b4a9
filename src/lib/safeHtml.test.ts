import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { HTML_SANITIZE_CASES } from '../../tests/htmlSanitizeCases';
import { sanitizeHtml } from './safeHtml';

describe('sanitizeHtml', () => {
  // The same table the API's sanitize-html answers (server/modules/messages/sanitizeHtml.test.ts).
  it.each(HTML_SANITIZE_CASES)('$name', ({ html, clean }) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it('reads markup that opens with a head tag as the body the page puts it in', () => {
    expect(sanitizeHtml('<noscript>ns</noscript><p>x</p>')).toBe('<p>x</p>');
  });

  it('leaves the shared DOMPurify without its hooks', () => {
    sanitizeHtml('<a href="https://x.test">x</a>');
    expect(DOMPurify.sanitize('<a href="https://x.test">x</a>')).toBe(
      '<a href="https://x.test">x</a>',
    );
  });
});
