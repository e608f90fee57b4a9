import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The keyword texts (STOP, START, HELP) Twilio's inbound webhook has acted on, by Twilio's id:
 * a replay of one finds it here and changes nothing (docs/decisions.md, "SMS STOP, START and
 * HELP"). Other texts are not kept. Nothing prunes it yet: a row is a few dozen bytes.
 */
export const smsInboundMessages = pgTable('sms_inbound_messages', {
  messageSid: text('message_sid').primaryKey(),
  /** The keyword as texted, upper-cased (STOP, UNSUBSCRIBE, START, HELP...). */
  keyword: text('keyword').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A phone that texted an opt-out keyword to one of the platform's numbers, until it texts START:
 * the phone itself, so a member who has (or later gets) that phone is opted out of SMS too. A
 * trigger on mobile_users (migration 0065) records the member's opt-out when a member is added
 * with such a phone or their phone changes to one. `phone` is the number's digits only
 * (phone_digits(), the same key mobile_users is indexed by).
 */
export const smsStops = pgTable(
  'sms_stops',
  {
    phone: text('phone').notNull(),
    /** The platform's number the STOP was texted to (Twilio's To). */
    toNumber: text('to_number').notNull(),
    keyword: text('keyword').notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.toNumber] })],
);
