import { csvRow, UTF8_BOM } from '../../lib/csv';

interface AuditMessage {
  sent_at: Date | string;
  from_channel: boolean;
  body: string;
  read_at: Date | string | null;
}

const stamp = (value: Date | string) =>
  new Date(value).toISOString().replace('T', ' ').slice(0, 19);

export function conversationAuditCsv(
  conversation: { cp_name: string; user_name: string },
  messages: readonly AuditMessage[],
): string {
  const lines = messages.map((m) =>
    csvRow([
      stamp(m.sent_at),
      m.from_channel ? conversation.cp_name : conversation.user_name,
      m.body,
      m.read_at ? stamp(m.read_at) : '',
    ]),
  );
  return UTF8_BOM + csvRow(['Sent (UTC)', 'From', 'Message', 'Read (UTC)']) + lines.join('');
}
