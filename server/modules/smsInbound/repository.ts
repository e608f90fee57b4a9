import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { smsInboundMessages, smsStops } from '../../db/schema/smsInbound';
import { recordOptIn, recordOptOut } from '../optOuts/public';
import type { Keyword } from './keywords';

/** One keyword text as Twilio posted it, its phones as digits (keywords.ts, phoneDigits). */
export interface KeywordText {
  messageSid: string;
  keyword: Keyword;
  /** The member's phone, digits only; null when From holds none. */
  phone: string | null;
  /** The platform's number texted (Twilio's To), as Twilio wrote it. */
  toNumber: string;
}

export type KeywordOutcome = 'acted' | 'replay';

/**
 * What a STOP or START changes, in one transaction with Twilio's id of the text, so a replay
 * finds the id and changes nothing. A STOP records an SMS opt-out (every channel) for every live
 * member of every organisation with the phone, and keeps the phone among the stops, so a member
 * who later has it is opted out too (the trigger of migration 0065); a START lifts both.
 */
export function createSmsInboundRepository(db: Database) {
  async function act(text: KeywordText): Promise<KeywordOutcome> {
    return db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(smsInboundMessages)
        .values({ messageSid: text.messageSid, keyword: text.keyword.word })
        .onConflictDoNothing()
        .returning({ messageSid: smsInboundMessages.messageSid });
      if (!fresh) return 'replay';
      const { phone } = text;
      if (text.keyword.kind === 'help' || phone === null) return 'acted';

      const stop = text.keyword.kind === 'optOut';
      if (stop) {
        await tx
          .insert(smsStops)
          .values({ phone, toNumber: text.toNumber, keyword: text.keyword.word })
          .onConflictDoNothing();
      } else {
        await tx
          .delete(smsStops)
          .where(and(eq(smsStops.phone, phone), eq(smsStops.toNumber, text.toNumber)));
      }
      const members = await tx
        .select({ id: mobileUsers.id, companyId: mobileUsers.companyId })
        .from(mobileUsers)
        .where(
          and(sql`phone_digits(${mobileUsers.phone}) = ${phone}`, eq(mobileUsers.isDeleted, 0)),
        )
        .orderBy(mobileUsers.id);
      for (const member of members) {
        const change = {
          companyId: member.companyId,
          mobileUserId: member.id,
          channelId: null,
          delivery: 'sms' as const,
          source: 'sms' as const,
          detail: text.keyword.word,
        };
        await (stop ? recordOptOut(tx, change) : recordOptIn(tx, change));
      }
      return 'acted';
    });
  }

  return { act };
}

export type SmsInboundRepository = ReturnType<typeof createSmsInboundRepository>;
