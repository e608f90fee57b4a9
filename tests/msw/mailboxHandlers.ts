import { http, HttpResponse } from 'msw';
import type { MailboxItem } from '../../contract/mailbox';
import type { ErrorCode } from '../../contract/errorCodes';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** What GET /mailbox answers, and the queries it was asked with. */
export const mailboxStore: {
  items: MailboxItem[];
  requests: Record<string, string>[];
  /** When set, every call fails with this code (error_mailbox_unavailable: SMTP is set). */
  failure: { status: number; code: ErrorCode } | null;
} = { items: [], requests: [], failure: null };

export function resetMailboxStore() {
  mailboxStore.items = [];
  mailboxStore.requests = [];
  mailboxStore.failure = null;
}

let nextId = 1;

export function buildMailboxItem(overrides: Partial<MailboxItem> = {}): MailboxItem {
  const id = nextId++;
  return {
    _id: `mail-${id}`,
    kind: 'email',
    to: `person${id}@acme.test`,
    subject: 'Hello',
    text: 'Hello there.',
    createdAt: '2026-01-15T10:30:00.000Z',
    delivery: null,
    ...overrides,
  };
}

/** As the API: the kind, the search (address, subject, text) and the page of 10. */
export const mailboxHandlers = [
  http.get(apiUrl('/mailbox'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    mailboxStore.requests.push(query);
    if (mailboxStore.failure) return fail(mailboxStore.failure.status, mailboxStore.failure.code);
    const kind = query.kind ?? 'all';
    const search = query.search?.toLowerCase();
    const matching = mailboxStore.items.filter(
      (item) =>
        (kind === 'all' ? item.kind !== 'push' : item.kind === kind) &&
        (!search ||
          [item.to, item.subject, item.text].some((text) => text.toLowerCase().includes(search))),
    );
    const limit = Number(query.limit ?? 10);
    const page = Number(query.page ?? 1);
    return HttpResponse.json({
      success: true as const,
      data: {
        items: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
      },
    });
  }),
];
