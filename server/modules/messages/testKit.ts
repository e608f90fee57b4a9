import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { contentProviders } from '../../db/schema/channels';
import {
  messageOccurrences,
  messageReceipts,
  messages,
  type StoredAudience,
} from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { bearer, type TestApp } from '../../../tests/api/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type ChannelType = 'PRIMARY' | 'HYBRID' | 'DEFAULT' | 'SECONDARY';

export const ACME = 'admin@acme.test';
export const GLOBEX = 'admin@globex.test';
export const CHANNEL = 'channel@acme.test';
export const CHANNEL5 = 'channel5@acme.test';
export const SUPER = 'super@tidings.test';
export const MESSAGING = 'messaging@acme.test';

export interface FormFile {
  name: string;
  type: string;
  content: Buffer | string;
  /** The form field the file goes in: "file" unless named (a logo goes in "logo"). */
  field?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(fields: Record<string, string>, file?: FormFile) {
  const boundary = '----tidings-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const HTML_FILE: FormFile = {
  name: 'notice.html',
  type: 'text/html',
  content: '<!doctype html><html><body><h1>Notice</h1><script>alert(1)</script></body></html>',
};
export const PDF_FILE: FormFile = {
  name: 'notice.pdf',
  type: 'application/pdf',
  content: '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
};

/** Requests as a demo admin, and the database facts the message tests check against. */
export function messagesTestKit(t: TestApp) {
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (email: string) => {
    const cached = tokens.get(email) ?? t.tokenFor(email);
    tokens.set(email, cached);
    return cached;
  };

  async function call(
    email: string | null,
    method: Method,
    url: string,
    options: {
      payload?: InjectOptions['payload'];
      company?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers = {
      ...(email ? bearer(await tokenFor(email)) : {}),
      ...(options.company ? { companyID: options.company } : {}),
      ...options.headers,
    };
    return t.app.inject({ method, url, headers, payload: options.payload });
  }

  async function channel(slug: string, type: ChannelType): Promise<string> {
    const rows = await t.db
      .select()
      .from(contentProviders)
      .where(eq(contentProviders.companyId, await t.companyIdOf(slug)));
    const found = rows.find((row) => {
      if (type === 'DEFAULT') return row.isCompanyDefault;
      if (type === 'PRIMARY') return row.isLocal && !row.isCompanyDefault;
      if (type === 'HYBRID') return row.allowRegistration && !row.isCompanyDefault;
      return !row.isLocal && !row.allowRegistration && !row.isCompanyDefault;
    });
    if (!found) throw new Error(`no ${type} channel in ${slug}`);
    return found.id;
  }

  async function message(id: string) {
    const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
    if (!row) throw new Error(`no message ${id}`);
    return row;
  }

  const occurrencesOf = (messageId: string) =>
    t.db.select().from(messageOccurrences).where(eq(messageOccurrences.messageId, messageId));

  /**
   * Live, active app users of a company, some of them; none the demo gave an opt-out, so a send
   * reaches them as their traits say.
   */
  async function users(slug: string, limit: number): Promise<string[]> {
    const rows = await t.db
      .select({ id: mobileUsers.id })
      .from(mobileUsers)
      .where(
        and(
          eq(mobileUsers.companyId, await t.companyIdOf(slug)),
          eq(mobileUsers.isDeleted, 0),
          eq(mobileUsers.isActive, 1),
          sql`not exists (select 1 from member_opt_outs o where o.mobile_user_id = ${mobileUsers.id})`,
        ),
      )
      .orderBy(mobileUsers.id)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * A message as the delivery engine leaves it once sent: one finished occurrence and a receipt
   * per user, in the states given (what the recipient has done with it so far).
   */
  async function sentMessage(
    slug: string,
    channelId: string,
    receipts: {
      userId: string;
      readAt?: Date | null;
      readResponse?: boolean;
      feedback?: number | null;
      feedbackComment?: string | null;
      channel?: string;
    }[],
    options: { enableFeedback?: boolean; title?: string; audience?: StoredAudience } = {},
  ) {
    const [row] = await t.db
      .insert(messages)
      .values({
        companyId: await t.companyIdOf(slug),
        contentProviderId: channelId,
        title: options.title ?? 'Sent earlier',
        pushMessage: 'Sent earlier',
        message: '<p>Sent earlier</p>',
        enableFeedback: options.enableFeedback ?? true,
        isReadRequired: true,
        audience: options.audience ?? { kind: 'all' },
        status: 0,
        recipients: receipts.length,
        sent: receipts.length,
        read: receipts.filter((r) => r.readAt).length,
      })
      .returning();
    if (!row) throw new Error('could not store a message');
    const [occurrence] = await t.db
      .insert(messageOccurrences)
      .values({ messageId: row.id, dueAt: new Date(), state: 'done', completedAt: new Date() })
      .returning();
    if (!occurrence) throw new Error('could not store an occurrence');
    const stored =
      receipts.length === 0
        ? []
        : await t.db
            .insert(messageReceipts)
            .values(
              receipts.map((r) => ({
                occurrenceId: occurrence.id,
                mobileUserId: r.userId,
                channel: r.channel ?? 'push',
                readAt: r.readAt ?? null,
                readResponse: r.readResponse ?? false,
                feedback: r.feedback ?? null,
                feedbackComment: r.feedbackComment ?? null,
              })),
            )
            .returning();
    return { message: row, occurrence, receipts: stored };
  }

  return { call, channel, message, occurrencesOf, users, sentMessage, tokenFor };
}

export type MessagesTestKit = ReturnType<typeof messagesTestKit>;
