import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  BoardCounts,
  BoardFilter,
  BoardPerson,
  BoardState,
  MessageBoard,
} from '../../../contract/messageBoard';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { messageBoardCounts as c } from '../../db/schema/acknowledgements';
import { messages as m } from '../../db/schema/messages';
import { userGroups } from '../../db/schema/userGroups';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import { toPacificWallTime } from '../../lib/schedule';
import type { Scope } from '../../plugins/tenancy';
import { BOARD_STATE, FILTER_CONDITIONS, latestSentOccurrence } from '../delivery/public';
import { messagesInScope } from './messageScopeRepository';

/** The counters' key for the whole audience, beside one per target group. */
const ALL_GROUPS = WHOLE_COMPANY;

const COUNT_OF_STATE: Record<BoardState, keyof Omit<BoardCounts, 'total'>> = {
  not_opened: 'notOpened',
  opened: 'opened',
  answered_no: 'answeredNo',
  confirmed: 'confirmed',
};

const isBoardState = (value: string): value is BoardState => value in COUNT_OF_STATE;

const emptyCounts = (): BoardCounts => ({
  total: 0,
  notOpened: 0,
  opened: 0,
  answeredNo: 0,
  confirmed: 0,
});

function add(counts: BoardCounts, state: string, receipts: number): void {
  if (!isBoardState(state)) return;
  counts[COUNT_OF_STATE[state]] += receipts;
  counts.total += receipts;
}

export interface PeoplePage {
  state?: BoardFilter | undefined;
  after?: string | undefined;
  limit?: number | undefined;
}

/**
 * The acknowledgement board of a message asking for confirmation or feedback: its latest
 * sending's recipients by state, channel and target group from the kept counters (migration
 * 0042), the people short of confirming paged by user id, and the follow-ups sent since.
 */
export function createMessageBoard(db: Database) {
  async function findVisible(scope: Scope, id: string) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.id, id), messagesInScope(scope, 'message')));
    return row;
  }

  async function counters(occurrenceId: string) {
    const rows = await db
      .select({ groupId: c.groupId, channel: c.channel, state: c.state, receipts: c.receipts })
      .from(c)
      .where(eq(c.occurrenceId, occurrenceId));
    const totals = emptyCounts();
    const channels = new Map<string, BoardCounts>();
    const groups = new Map<string, BoardCounts>();
    for (const row of rows) {
      if (row.groupId === ALL_GROUPS) {
        add(totals, row.state, row.receipts);
        const channel = channels.get(row.channel) ?? emptyCounts();
        add(channel, row.state, row.receipts);
        channels.set(row.channel, channel);
      } else {
        const group = groups.get(row.groupId) ?? emptyCounts();
        add(group, row.state, row.receipts);
        groups.set(row.groupId, group);
      }
    }
    return { totals, channels, groups };
  }

  async function groupNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: userGroups.id, name: userGroups.name })
      .from(userGroups)
      .where(inArray(userGroups.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function followUps(id: string) {
    const rows = await db
      .select()
      .from(m)
      .where(and(eq(m.followUpOf, id), eq(m.isDeleted, false)))
      .orderBy(asc(m.dateCreated), asc(m.id));
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      dateCreated: toPacificWallTime(row.dateCreated),
      recipients: row.recipients,
      sent: row.sent,
      reminderNumber: row.reminderNumber,
    }));
  }

  return {
    /** Null: no such message in scope. */
    async board(scope: Scope, id: string): Promise<MessageBoard | null> {
      const message = await findVisible(scope, id);
      if (!message) return null;
      const asksConfirmation = message.isReadRequired || message.enableFeedback;
      const occurrence = await latestSentOccurrence(db, id);
      const { totals, channels, groups } = occurrence
        ? await counters(occurrence.id)
        : {
            totals: emptyCounts(),
            channels: new Map<string, BoardCounts>(),
            groups: new Map<string, BoardCounts>(),
          };
      const names = await groupNames([...groups.keys()]);
      return {
        asksConfirmation,
        sentAt: occurrence ? toPacificWallTime(occurrence.dueAt) : null,
        totals,
        byChannel: [...channels.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([channel, counts]) => ({ channel, ...counts })),
        byGroup: [...groups.entries()]
          .map(([groupId, counts]) => ({ _id: groupId, name: names.get(groupId) ?? '', ...counts }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        followUps: await followUps(id),
      };
    },

    /**
     * The recipients short of confirming, in user id order from `after`: a range of the
     * receipts' (occurrence, user) index, so a page costs the same at any depth. Null: no such
     * message in scope.
     */
    async people(
      scope: Scope,
      id: string,
      page: PeoplePage,
    ): Promise<{ people: BoardPerson[]; next: string | null } | null> {
      if (!(await findVisible(scope, id))) return null;
      const occurrence = await latestSentOccurrence(db, id);
      if (!occurrence) return { people: [], next: null };
      const limit = page.limit ?? 50;
      const after = page.after ? sql` and r.mobile_user_id > ${page.after}::uuid` : sql``;
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select r.id::text as id, r.mobile_user_id::text as user_id, r.channel,
            ${BOARD_STATE} as state, u.first_name, u.last_name, u.email, u.phone
          from message_receipts r
          left join mobile_users u on u.id = r.mobile_user_id
          where r.occurrence_id = ${occurrence.id}::uuid
            and ${FILTER_CONDITIONS[page.state ?? 'unconfirmed']}${after}
          order by r.mobile_user_id
          limit ${limit + 1}`,
      );
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const people = rows.slice(0, limit).map((row) => {
        const state = String(row.state);
        return {
          _id: String(row.id),
          mobileUserId: String(row.user_id),
          fullName: [text(row.first_name), text(row.last_name)].filter(Boolean).join(' '),
          email: text(row.email),
          phone: text(row.phone),
          channel: String(row.channel),
          state: isBoardState(state) ? state : 'not_opened',
        };
      });
      const last = people.at(-1);
      return { people, next: rows.length > limit && last ? last.mobileUserId : null };
    },
  };
}

export type MessageBoardRepository = ReturnType<typeof createMessageBoard>;
