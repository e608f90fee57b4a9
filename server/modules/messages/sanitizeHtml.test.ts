import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from './sanitizeHtml';

describe('sanitizeMessageHtml', () => {
  it('keeps formatting, lists, tables, links and images', () => {
    const html =
      '<h2>Title</h2><p><b>bold</b> <em>em</em></p><ul><li>one</li></ul><table><tr><td colspan="2">cell</td></tr></table><img src="https://example.com/a.png" alt="a">';
    const clean = sanitizeMessageHtml(html);
    for (const kept of ['<h2>Title</h2>', '<b>bold</b>', '<li>one</li>', 'colspan="2"', 'alt="a"'])
      expect(clean).toContain(kept);
  });

  it('drops scripts, styles, frames, forms and event handlers', () => {
    const clean = sanitizeMessageHtml(
      '<p onclick="x()" style="color:red">hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://a.test"></iframe><form><input></form><svg onload="x()"></svg>',
    );
    expect(clean).toBe('<p>hi</p>');
  });

  it('refuses javascript:, data: and protocol-relative URLs', () => {
    const clean = sanitizeMessageHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><img src="data:image/png;base64,AAA"><a href="//evil.test">c</a>',
    );
    expect(clean).not.toMatch(/javascript|data:|evil/i);
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeMessageHtml('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
