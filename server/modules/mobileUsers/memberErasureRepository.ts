import { sql, type SQL } from 'drizzle-orm';
import { ERASED_MEMBER_NAME } from '../../../contract/memberData';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { memberReceiptsSql } from './memberExportRepository';

/** What an audit entry keeps in place of an erased member's values. */
export const ERASED_VALUE = '[erased]';

/**
 * The member's columns an audit entry may keep as they were: flags and counts that say what an
 * admin did (suspended, deleted, erased) without saying who the member is. Every other value of
 * the member's row in the audit log becomes "[erased]".
 */
const KEPT_AUDIT_FIELDS = [
  'id',
  'company_id',
  'is_active',
  'is_deleted',
  'registered',
  'version',
  'im_disabled',
  'is_daily_deal',
  'is_paid',
  'is_recovered',
  'has_push_token',
  'erased_at',
];

/** A jsonb object of a row's values with every value but the kept ones "[erased]". */
const scrubbedValues = (values: SQL) =>
  sql`(select coalesce(jsonb_object_agg(k, case when k = any(${sql.raw(
    `array[${KEPT_AUDIT_FIELDS.map((field) => `'${field}'`).join(', ')}]`,
  )}) then v else to_jsonb(${ERASED_VALUE}::text) end), '{}'::jsonb)
    from jsonb_each(${values}) as e(k, v))`;

/**
 * A member's erasure (docs/decisions.md, "A member's data: export and erasure"), every statement
 * in the caller's transaction: whatever names or reaches the member is removed or blanked, and
 * their row stays as an anonymous, deleted tombstone so receipts and counters keep counting it.
 */
export function createMemberErasureRepository(db: Database) {
  return {
    /**
     * Erases the member of this organisation; null when there is none, 'erased' when it was
     * erased before. The row is locked first, so two erasures at once erase once.
     */
    async erase(
      companyId: string,
      memberId: string,
      now: Date,
    ): Promise<{ erasedAt: Date } | 'erased' | null> {
      return db.transaction(async (tx) => {
        const [member] = await selectRows<{
          email: string | null;
          phone: string | null;
          erased_at: Date | string | null;
        }>(
          tx,
          sql`select email, phone, erased_at from mobile_users
            where id = ${memberId} and company_id = ${companyId} for update`,
        );
        if (!member) return null;
        if (member.erased_at !== null) return 'erased';
        // Change capture is on inside an admin's request: what this erasure changes is noted
        // from here on, and its entry must keep none of the values it removes.
        const [capture] = await selectRows<{ open: boolean }>(
          tx,
          sql`select to_regclass('pg_temp.audit_changes') is not null as open`,
        );
        const [mark] = capture?.open
          ? await selectRows<{ seq: string }>(
              tx,
              sql`select coalesce(max(seq), 0)::text as seq from pg_temp.audit_changes`,
            )
          : [];
        const at = sql`${now.toISOString()}::timestamptz`;
        const email = member.email?.trim().toLowerCase() || null;
        const phone = member.phone?.trim() || null;

        // What the providers were given to deliver to the member: the messages' rows (by their
        // receipts) and the sign-up texts (by their links), blanked, and what was still waiting
        // in them then has no address, which the dispatcher refuses.
        await tx.execute(sql`update delivery_outbox o set address = '', title = '', body = '',
            last_error = null
          where o.receipt_id in (
            select r.id from (${memberReceiptsSql(memberId)}) r
            union all select l.id from signup_links l where l.mobile_user_id = ${memberId})`);
        // Their comments on messages: the answer (yes, no, dismissed) stays, counted.
        await tx.execute(sql`update message_receipts r set feedback_comment = null
          from (${memberReceiptsSql(memberId)}) mine
          where r.id = mine.id and r.feedback_comment is not null`);
        // Their chats, both sides: a channel's reply to them may name them too.
        await tx.execute(sql`delete from chat_conversations where mobile_user_id = ${memberId}`);
        await tx.execute(sql`delete from mobile_user_devices where mobile_user_id = ${memberId}`);
        await tx.execute(sql`delete from app_user_tokens where mobile_user_id = ${memberId}`);
        await tx.execute(sql`delete from signup_links where mobile_user_id = ${memberId}`);
        await tx.execute(
          sql`delete from message_audience_snapshots where mobile_user_id = ${memberId}`,
        );
        // Opt-outs and own quiet hours reach no one once the member is gone; the consent history
        // stays, tied to the tombstone, as the record of what was asked and when.
        await tx.execute(sql`delete from member_opt_outs where mobile_user_id = ${memberId}`);
        await tx.execute(sql`delete from member_quiet_hours where mobile_user_id = ${memberId}`);
        await tx.execute(sql`update member_consent_events set detail = null
          where mobile_user_id = ${memberId} and detail is not null`);
        // Their address where an admin pre-approved it for a channel, and emails sent to it.
        if (email || phone) {
          await tx.execute(sql`delete from channel_pre_approvals a using content_providers p
            where p.id = a.channel_id and p.company_id = ${companyId}
              and (lower(a.email) = ${email} or a.phone = ${phone})`);
        }
        if (email) {
          await tx.execute(sql`delete from outbox_emails where lower("to") = ${email}`);
        }

        // The tombstone: nothing of the person, deleted so lists and counters leave it out.
        await tx.execute(sql`update mobile_users set first_name = ${ERASED_MEMBER_NAME},
            last_name = '', email = null, phone = null, userid = null, state = null,
            zipcode = null, country = null, reported_time_zone = null, type = null,
            funded_provider = null, custom_fields = '{}'::jsonb, language = null,
            is_deleted = 1, erased_at = ${at}
          where id = ${memberId}`);

        // The audit log: the entry this request is writing names the fields erased, not their
        // values, and the earlier entries keep what was done to the member but not who they were.
        if (mark) {
          await tx.execute(sql`update pg_temp.audit_changes
            set old_values = ${scrubbedValues(sql`old_values`)},
              new_values = ${scrubbedValues(sql`new_values`)}
            where seq > ${mark.seq}::bigint`);
        }
        // Earlier entries: the member's row's changes, and any other row's change that held
        // their email or phone (a pre-approval an admin added for them).
        const addresses = [email, phone]
          .filter((value): value is string => value !== null)
          .map((value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        const holdsAddress = (text: SQL) =>
          addresses.length > 0
            ? sql`(${sql.join(
                addresses.map((pattern) => sql`${text} ilike ${pattern}`),
                sql` or `,
              )})`
            : sql`false`;
        const mine = sql`((e->>'table' = 'mobile_users' and e->>'id' = ${memberId}) or ${holdsAddress(sql`e::text`)})`;
        await tx.execute(sql`update audit_log a set changes = (
            select jsonb_agg(case when ${mine} then e
              || jsonb_build_object(
                'old', case when jsonb_typeof(e->'old') = 'object'
                  then ${scrubbedValues(sql`e->'old'`)} else e->'old' end,
                'new', case when jsonb_typeof(e->'new') = 'object'
                  then ${scrubbedValues(sql`e->'new'`)} else e->'new' end)
              else e end order by n)
            from jsonb_array_elements(a.changes) with ordinality as x(e, n))
          where (a.company_id = ${companyId} or a.company_id is null)
            and (a.changes @> ${JSON.stringify([{ table: 'mobile_users', id: memberId }])}::jsonb
              or ${holdsAddress(sql`a.changes::text`)})`);
        return { erasedAt: now };
      });
    },
  };
}

export type MemberErasureRepository = ReturnType<typeof createMemberErasureRepository>;
