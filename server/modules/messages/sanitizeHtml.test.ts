import { describe, expect, it } from 'vitest';
import { HTML_SANITIZE_CASES } from '../../../tests/htmlSanitizeCases';
import { sanitizeMessageHtml } from './sanitizeHtml';

describe('sanitizeMessageHtml', () => {
  // The same table the console's DOMPurify answers (src/lib/safeHtml.test.ts). sanitize-html
  // closes void tags as `<br />`; the table spells them as a browser serialises them.
  it.each(HTML_SANITIZE_CASES)('$name', ({ html, clean }) => {
    expect(sanitizeMessageHtml(html).replaceAll(' />', '>')).toBe(clean);
  });

  it('trims the white space around what it keeps', () => {
    expect(sanitizeMessageHtml('  <p>hi</p>\n<script>x()</script>\n')).toBe('<p>hi</p>');
  });
});
