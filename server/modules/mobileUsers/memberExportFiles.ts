import { strToU8, zipSync } from 'fflate';
import type { MemberExport } from '../../../contract/memberData';
import { UTF8_BOM, csvRow } from '../../lib/csv';

type Cell = string | number | boolean | null | undefined;

const csvOf = (header: readonly string[], rows: readonly (readonly Cell[])[]) =>
  UTF8_BOM + csvRow(header) + rows.map(csvRow).join('');

/** A file name of the member's export: no path, nothing but letters, digits, dot and dash. */
export const exportFileName = (memberId: string, extension: 'json' | 'zip') =>
  `member-data-${memberId.replace(/[^0-9a-f-]/gi, '')}.${extension}`;

/** The export as one CSV file per section, each opening in a spreadsheet (UTF-8 with a BOM). */
export function memberExportCsvFiles(data: MemberExport): Record<string, string> {
  const m = data.member;
  return {
    'profile.csv': csvOf(
      ['field', 'value'],
      [
        ['id', m._id],
        ['organisation', data.organisation],
        ['first name', m.firstname],
        ['last name', m.lastname],
        ['email', m.email],
        ['phone', m.phone],
        ['membership id', m.userid],
        ['state', m.state],
        ['zip code', m.zipcode],
        ['country', m.country],
        ['platform', m.platForm],
        ['type', m.type],
        ['language', m.language],
        ['time zone', m.timeZone],
        ['reported time zone', m.reportedTimeZone],
        ['funded provider', m.fundedProvider],
        ['active', m.isActive],
        ['deleted', m.isDeleted],
        ['registered', m.registered],
        ['chat disabled', m.imDisabled],
        ['daily deals', m.isDailyDeal],
        ['created', m.dateCreated],
        ['exported', data.exportedAt],
      ],
    ),
    'custom-fields.csv': csvOf(
      ['name', 'value'],
      data.customFields.map((field) => [field.name, field.value]),
    ),
    'groups.csv': csvOf(
      ['id', 'name'],
      data.groups.map((group) => [group._id, group.name]),
    ),
    'channels.csv': csvOf(
      ['id', 'name', 'followed at'],
      data.channels.map((channel) => [channel._id, channel.name, channel.followedAt]),
    ),
    'devices.csv': csvOf(
      ['platform', 'app version', 'push token (masked)', 'registered', 'last seen'],
      data.devices.map((d) => [d.platform, d.appVersion, d.pushToken, d.createdAt, d.lastSeenAt]),
    ),
    'app-sessions.csv': csvOf(
      ['signed in', 'last used'],
      data.appSessions.map((session) => [session.createdAt, session.lastUsedAt]),
    ),
    'messages.csv': csvOf(
      [
        'message id',
        'title',
        'channel',
        'delivered by',
        'language',
        'sent at',
        'read at',
        'confirmed',
        'feedback',
        'feedback comment',
      ],
      data.messages.map((r) => [
        r.messageId,
        r.title,
        r.channelName,
        r.delivery,
        r.language,
        r.sentAt,
        r.readAt,
        r.confirmed,
        r.feedback,
        r.feedbackComment,
      ]),
    ),
    'chats.csv': csvOf(
      ['conversation', 'channel', 'from', 'text', 'sent at', 'read at'],
      data.chats.map((c) => [
        c.conversationId,
        c.channelName,
        c.fromChannel ? 'channel' : 'member',
        c.body,
        c.sentAt,
        c.readAt,
      ]),
    ),
    'opt-outs.csv': csvOf(
      ['channel', 'delivery', 'source', 'since'],
      data.optOuts.map((o) => [o.channelName ?? 'every channel', o.delivery, o.source, o.since]),
    ),
    'consent-history.csv': csvOf(
      ['channel id', 'delivery', 'opted out', 'source', 'detail', 'at'],
      data.consentHistory.map((e) => [
        e.channelId,
        e.delivery,
        e.optedOut,
        e.source,
        e.detail,
        e.at,
      ]),
    ),
    'quiet-hours.csv': csvOf(
      ['start', 'end'],
      data.quietHours ? [[data.quietHours.start, data.quietHours.end]] : [],
    ),
  };
}

/** The zip bundle: the JSON document and the CSV files of every section. */
export function memberExportZip(data: MemberExport): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'member-data.json': strToU8(JSON.stringify(data, null, 2)),
  };
  for (const [name, text] of Object.entries(memberExportCsvFiles(data))) {
    files[name] = strToU8(text);
  }
  const mtime = new Date(data.exportedAt);
  return zipSync(files, { level: 6, mtime });
}
