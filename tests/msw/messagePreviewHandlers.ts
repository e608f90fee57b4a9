import { http } from 'msw';
import type { MessagePreview, MessagePreviewBody } from '../../contract/messagePreview';
import { smsSize } from '../../contract/smsSegments';
import { apiUrl } from './apiUrl';
import { ok } from './messageResponses';
import { refuseSignedOut } from './mobileUsersHandlers';

/** Three members of the audience, as the API samples them. */
export const PREVIEW_MEMBERS = [
  { _id: '7d1f3e2a-0000-4000-8000-000000000001', name: 'Ana Silva', reach: 'push', reads: 'es' },
  { _id: '7d1f3e2a-0000-4000-8000-000000000002', name: 'Ben Okafor', reach: 'sms', reads: 'en' },
  { _id: '7d1f3e2a-0000-4000-8000-000000000003', name: 'Chen Li', reach: 'push', reads: 'en' },
];

/** The audience by language, as the API counts it: the three members above, one in Spanish. */
export const PREVIEW_LANGUAGES = [
  { language: 'en', members: 2 },
  { language: 'es', members: 1 },
];

const KNOWN = new Set([
  'firstname',
  'lastname',
  'email',
  'channel',
  'organisation',
  'custom.Local',
]);

/** The API's rendering, enough for the console's tests: a field's value, or its fallback. */
function render(text: string, name: string): string {
  const [first = '', last = ''] = name.split(' ');
  const values: Record<string, string> = { firstname: first, lastname: last };
  return text.replace(
    /\{\{\s*([\w.]+)\s*(?:\|\s*default:\s*"([^"]*)"\s*)?\}\}/g,
    (_, field: string, fallback?: string) => values[field] || fallback || '',
  );
}

/**
 * The preview route, its audience reading `languages` (by default one member in Spanish, which
 * shows compose's "No version yet" note until a Spanish version is written).
 */
export const previewHandler = (languages = PREVIEW_LANGUAGES) =>
  http.post<never, MessagePreviewBody>(apiUrl('/messages/preview'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = await request.json();
    const problems = (['title', 'push_message', 'message'] as const).flatMap((field) =>
      [...body[field].matchAll(/\{\{\s*([\w.]+)/g)]
        .filter(([, name]) => !KNOWN.has(name ?? ''))
        .slice(0, 1)
        .map(([, name]) => ({
          field,
          message: `uses the merge field {{ ${name} }}, which members do not have.`,
        })),
    );
    const members =
      problems.length > 0
        ? []
        : PREVIEW_MEMBERS.map(({ reads, ...member }) => {
            // As the API: the member's own language's version, else the message's own texts.
            const version = body.variants?.find((variant) => variant.language === reads);
            const texts = version ?? body;
            return {
              ...member,
              language: version ? reads : 'en',
              title: render(texts.title, member.name),
              push_message: render(texts.push_message, member.name),
              message: render(texts.message, member.name),
            };
          });
    const longest = members.reduce(
      (text, member) => (member.push_message.length > text.length ? member.push_message : text),
      body.push_message,
    );
    const preview: MessagePreview = {
      problems,
      members,
      customFields: ['Local'],
      sms: smsSize(`${longest} https://console.test/m/00000000-0000-0000-0000-000000000000`),
      languages,
      defaultLanguage: 'en',
    };
    return ok(preview);
  });

export const messagePreviewHandlers = [previewHandler()];
