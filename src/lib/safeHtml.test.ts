import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safeHtml';

describe('sanitizeHtml', () => {
  it('keeps simple formatting and safe links', () => {
    expect(sanitizeHtml('<p><b>Hi</b> <a href="https://x.test/a">there</a></p>')).toBe(
      '<p><b>Hi</b> <a href="https://x.test/a" target="_blank" rel="noopener noreferrer">there</a></p>',
    );
  });

  it('drops script, event handlers and unsafe links', () => {
    const dirty =
      '<p onclick="steal()">A<script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">b</a></p>';
    expect(sanitizeHtml(dirty)).toBe('<p>A<a>b</a></p>');
  });

  it('keeps the text of tags it does not allow', () => {
    expect(sanitizeHtml('<table><tr><td>Cell</td></tr></table>')).toBe('Cell');
  });
});
