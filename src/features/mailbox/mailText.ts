/** A piece of an email's or text's body: plain text, or a link to open. */
export type MailPart = { kind: 'text'; value: string } | { kind: 'link'; href: string };

/** http(s) addresses; a sentence's closing punctuation after one is not part of it. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;

/** The body cut into text and links, in order, so each link can be made clickable. */
export function mailParts(text: string): MailPart[] {
  const parts: MailPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', value: text.slice(at, start) });
    parts.push({ kind: 'link', href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ kind: 'text', value: text.slice(at) });
  return parts;
}

const CODE_PATTERN = /\bcode(?:\s+is|:)?\s+(\d{4,8})\b/i;

/** The one-time code an email carries ("Your sign-in code is 123456"), or null. */
export function mailCode(subject: string, text: string): string | null {
  return CODE_PATTERN.exec(subject)?.[1] ?? CODE_PATTERN.exec(text)?.[1] ?? null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC.md section 9: YYYY-MM-DD HH:mm:ss, in the viewer's zone. */
export function mailTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
