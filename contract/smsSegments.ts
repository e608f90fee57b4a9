/**
 * How many parts an SMS of this text is sent in: GSM-7 texts fit 160 characters in one part and
 * 153 in each of several (the rest carries the joining header); a text with any character outside
 * GSM-7 goes as UCS-2, 70 in one part and 67 in each of several. The extension characters
 * (^{}\[~]|€) take two places.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSize {
  /** Places the text takes in its encoding. */
  length: number;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
}

/** The size of a text sent in the given encoding (one that can hold it). */
export function smsSizeIn(text: string, encoding: SmsSize['encoding']): SmsSize {
  if (encoding === 'UCS-2') {
    // UCS-2 counts UTF-16 code units: a character outside the basic plane takes two.
    const length = text.length;
    return { length, encoding, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
  }
  let length = 0;
  for (const char of text) length += GSM_EXTENDED.includes(char) ? 2 : 1;
  return { length, encoding, segments: length <= 160 ? 1 : Math.ceil(length / 153) };
}

/** The encoding a text needs: GSM-7 when every character has a place in it. */
export function smsEncoding(text: string): SmsSize['encoding'] {
  for (const char of text) {
    if (!GSM_BASIC.includes(char) && !GSM_EXTENDED.includes(char)) return 'UCS-2';
  }
  return 'GSM-7';
}

export function smsSize(text: string): SmsSize {
  return smsSizeIn(text, smsEncoding(text));
}
