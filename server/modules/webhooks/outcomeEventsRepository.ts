import { sql, type SQL } from 'drizzle-orm';

/**
 * The dispatcher's outcomes as webhook deliveries, to put in its record statement: `facts`
 * selects (receipt_id, occurrence_id, channel, state, reason) of rows that left the queue, sent
 * or failed. Behind one uncorrelated EXISTS, which PostgreSQL checks once for the statement:
 * when no endpoint anywhere takes events, nothing else is read. Event ids come from the receipt,
 * so an outcome recorded twice is queued once.
 */
export function webhookOutcomesSql(facts: SQL): SQL {
  return sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, payload)
    select e.id, webhook_event_id(f.type, f.receipt_id::text), f.type,
      jsonb_build_object('messageId', m.id, 'occurrenceId', f.occurrence_id,
        'receiptId', f.receipt_id, 'memberId', r.mobile_user_id, 'delivery', f.channel,
        'reason', f.reason, 'at', now())
    from (select u.receipt_id, u.occurrence_id, u.channel, u.reason,
        case when u.state = 'sent' then 'message.handed_to_provider' else 'message.failed' end as type
      from (${facts}) u) f
    join message_occurrences mo on mo.id = f.occurrence_id
    join messages m on m.id = mo.message_id
    join webhook_endpoints e on e.company_id = m.company_id and not e.paused
      and f.type = any (e.events)
    left join message_receipts r on r.id = f.receipt_id
    where exists (select 1 from webhook_endpoints where not paused)
    on conflict (endpoint_id, event_id) do nothing`;
}
