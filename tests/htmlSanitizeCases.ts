/**
 * Message HTML and what is left of it once sanitised, the same on both sides: the API's
 * sanitize-html (server/modules/messages/sanitizeHtml.test.ts) and the console's DOMPurify
 * (src/lib/safeHtml.test.ts), both configured from contract/htmlAllowList.ts. `clean` is written
 * as a browser serialises it (`<br>`, a table's `<tbody>` spelled out), since the browser's
 * parser would add what is missing anyway.
 */
export interface HtmlSanitizeCase {
  readonly name: string;
  readonly html: string;
  readonly clean: string;
}

const LINK = 'target="_blank" rel="noopener noreferrer"';

export const HTML_SANITIZE_CASES: readonly HtmlSanitizeCase[] = [
  {
    name: 'keeps text formatting, headings and lists',
    html: '<h2>Title</h2><p><b>bold</b> <em>em</em> <u>u</u><br>line</p><ol start="3"><li>one</li></ol><hr>',
    clean:
      '<h2>Title</h2><p><b>bold</b> <em>em</em> <u>u</u><br>line</p><ol start="3"><li>one</li></ol><hr>',
  },
  {
    name: 'keeps tables with their spans',
    html: '<table><caption>Rota</caption><thead><tr><th rowspan="2">Day</th></tr></thead><tbody><tr><td colspan="2">Mon</td></tr></tbody></table>',
    clean:
      '<table><caption>Rota</caption><thead><tr><th rowspan="2">Day</th></tr></thead><tbody><tr><td colspan="2">Mon</td></tr></tbody></table>',
  },
  {
    name: 'keeps an https image and its size',
    html: '<img src="https://example.com/a.png" alt="a" width="10" height="20">',
    clean: '<img src="https://example.com/a.png" alt="a" width="10" height="20">',
  },
  {
    name: 'drops the event handler of an image but keeps the image',
    html: '<img src="http://example.com/a.png" onerror="steal()">',
    clean: '<img src="http://example.com/a.png">',
  },
  {
    name: 'drops a data: or mailto: image source',
    html: '<img src="data:image/png;base64,AAA" alt="a"><img src="mailto:a@b.test">',
    clean: '<img alt="a"><img>',
  },
  {
    name: 'opens every link in a new tab without an opener',
    html: '<a href="https://example.com" target="_self" title="T">x</a>',
    clean: `<a href="https://example.com" target="_blank" title="T" rel="noopener noreferrer">x</a>`,
  },
  {
    name: 'keeps mailto:, tel: and relative links',
    html: '<a href="mailto:a@b.test">m</a><a href="tel:+441234">t</a><a href="/help#top">h</a>',
    clean: `<a href="mailto:a@b.test" ${LINK}>m</a><a href="tel:+441234" ${LINK}>t</a><a href="/help#top" ${LINK}>h</a>`,
  },
  {
    name: 'drops javascript:, data: and protocol-relative links, keeping their text',
    html: '<a href="javascript:alert(1)">a</a><a href=" JaVa\tScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="//evil.test">d</a><a href="\\\\evil.test">e</a>',
    clean: `<a ${LINK}>a</a><a ${LINK}>b</a><a ${LINK}>c</a><a ${LINK}>d</a><a ${LINK}>e</a>`,
  },
  {
    name: 'drops attributes the tag may not have: handlers, styles, classes, data and aria',
    html: '<p onclick="x()" style="color:red" class="c" id="i" data-x="1" aria-label="z" width="5">hi</p><ol type="a"><li>x</li></ol>',
    clean: '<p>hi</p><ol><li>x</li></ol>',
  },
  {
    name: 'removes scripts, styles and frames with what is inside them',
    html: '<p>hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://a.test">frame</iframe><noscript>ns</noscript><template><p>t</p></template>',
    clean: '<p>hi</p>',
  },
  {
    name: 'removes svg, math and form fields with what is inside them',
    html: '<svg onload="x()"><text>svg</text></svg><math><mi>x</mi></math><textarea>ta</textarea><select><option>op</option></select><p>after</p>',
    clean: '<p>after</p>',
  },
  {
    name: 'keeps the text of other tags it does not allow',
    html: '<form><button>Go</button></form><font color="red">red</font><center>mid</center>',
    clean: 'Goredmid',
  },
  {
    name: 'keeps escaped text escaped',
    html: '<p>A &amp; B &lt;script&gt;</p>',
    clean: '<p>A &amp; B &lt;script&gt;</p>',
  },
];
