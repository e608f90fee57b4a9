import fc from 'fast-check';

/** Text that has broken servers: control characters, broken UTF-16, bidi and invisible marks. */
const EDGE_TEXT = [
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u001f\u007f',
  'next\u0085line',
  'tab\there',
  'line\nbreak\r\n',
  '\ud800',
  'x\udc00y',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  '🙂👍🏽👨‍👩‍👧',
  'e\u0301\u0301\u0301',
  '\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  "'; drop table admin_users; --",
  '%00%ff',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  ' ',
  '',
];

const control = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

export const badText = fc.oneof(
  fc.constantFrom(...EDGE_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.array(control, { minLength: 1, maxLength: 4 }).map((chars) => `x${chars.join('')}y`),
  fc.constantFrom(5_000, 100_000).map((length) => 'x'.repeat(length)),
);

export const badNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 2,
  2 ** 63,
  -1,
  0.5,
  -0,
  1e-300,
  2 ** 31,
);

const badId = fc.constantFrom(
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-426614174000\u0000',
  '123e4567-e89b-12d3-a456-4266141740001',
);

/** Any value a JSON field should not hold. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  badNumber,
  badId,
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', '$where'), badText, {
    maxKeys: 2,
  }),
);

/** Every byte of the text's UTF-8 percent-encoded (half a surrogate pair becomes U+FFFD). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Text for a path segment or a query value, as it travels in the URL. */
export const badUrlText = fc.oneof(
  badText.filter((text) => text.length < 5_000).map(percentEncoded),
  badId.map(percentEncoded),
  fc.constantFrom(
    '%00',
    '%ff%fe',
    '%',
    '%c3%28',
    '%ed%a0%80',
    '1e309',
    '-1e309',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    '0x1F',
    '%5B%5D',
    'x'.repeat(3000),
  ),
);

/** Bytes that are not UTF-8: a lone continuation byte, an overlong form, a surrogate. */
export const INVALID_UTF8 = Buffer.from([0xff, 0xc3, 0x28, 0xc0, 0xaf, 0xed, 0xa0, 0x80]);
