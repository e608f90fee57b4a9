import { sql, type SQL } from 'drizzle-orm';

/**
 * The dispatcher's outcomes as webhook deliveries, to put in its record statement: `facts`
 * selects (receipt_id, occurrence_id, channel, state, reason) of rows that left the queue, sent
 * or failed. The endpoints are found once per occurrence in the batch (a few), behind one
 * uncorrelated EXISTS that PostgreSQL checks once for the statement: with no endpoint anywhere
 * nothing else is read, and a company with none joins its rows to an empty set. Event ids come
 * from the receipt, so an outcome recorded twice is queued once.
 */
export function webhookOutcomesSql(facts: SQL): SQL {
  return sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, payload)
    select t.endpoint_id, webhook_event_id(f.type, f.receipt_id::text), f.type,
      jsonb_build_object('messageId', t.message_id, 'occurrenceId', f.occurrence_id,
        'receiptId', f.receipt_id, 'memberId', r.mobile_user_id, 'delivery', f.channel,
        'reason', f.reason, 'at', now())
    from (select u.receipt_id, u.occurrence_id, u.channel, u.reason,
        case when u.state = 'sent' then 'message.handed_to_provider' else 'message.failed' end as type
      from (${facts}) u) f
    join (select mo.id as occurrence_id, m.id as message_id, e.id as endpoint_id, e.events
        from (select distinct occurrence_id from (${facts}) d) o
        join message_occurrences mo on mo.id = o.occurrence_id
        join messages m on m.id = mo.message_id
        join webhook_endpoints e on e.company_id = m.company_id and not e.paused
        where exists (select 1 from webhook_endpoints where not paused)) t
      on t.occurrence_id = f.occurrence_id and f.type = any (t.events)
    left join message_receipts r on r.id = f.receipt_id
    on conflict (endpoint_id, event_id) do nothing`;
}
