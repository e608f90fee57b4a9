import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { createMessageSender } from '../../server/modules/messages/sendService';
import type { BenchDevice, BenchMessage } from './dispatchReport';
import type { DispatchCompany } from './dispatchSeed';

/**
 * A personal message's texts: every recipient's own names and organisation, in English and in
 * Spanish for the half of the members who read it (spanishHalf).
 */
const PERSONAL = {
  title: 'Hi {{ firstname | default: "member" }}',
  push_message: '{{ firstname }} {{ lastname }} of {{ organisation }}: the dispatch bench',
  spanish: {
    language: 'es',
    title: 'Hola {{ firstname | default: "miembro" }}',
    push_message: '{{ firstname }} {{ lastname }} de {{ organisation }}: el banco de envío',
    message: '<p>Un mensaje para todos.</p>',
  },
};

/** Every other member of the bench company reads Spanish; written once, found done on reruns. */
export async function spanishHalf(db: Database, companyId: string) {
  await db.execute(sql`update mobile_users set language = 'es'
    where company_id = ${companyId}::uuid and language is null
      and ('x' || substr(md5(id::text), 1, 8))::bit(32)::int % 2 = 0`);
}

/** The message to everyone, stored as POST /messages/send stores it: its occurrence's id. */
export async function queueMessage(
  db: Database,
  company: DispatchCompany,
  title: string,
  message: BenchMessage,
  device: BenchDevice,
) {
  const sender = createMessageSender(db);
  const sent = await sender.sendNow(
    {
      kind: 'company',
      adminId: company.adminId,
      companyId: company.companyId,
      companySlug: company.slug,
    },
    company.adminId,
    {
      cpId: company.channelId,
      type: 'Regular Message',
      title: message === 'personal' ? `${PERSONAL.title}: ${title}` : title,
      push_message:
        message === 'personal'
          ? PERSONAL.push_message
          : 'One message to everyone: the dispatch bench',
      message: '<p>One message to everyone.</p>',
      ...(message === 'personal'
        ? { variants: [{ ...PERSONAL.spanish, title: `${PERSONAL.spanish.title}: ${title}` }] }
        : {}),
      device,
      isReadRequired: false,
      enableFeedback: false,
      audience: { kind: 'all' },
    },
    null,
  );
  const [occurrence] = await selectRows<{ id: string }>(
    db,
    sql`select id::text from message_occurrences where message_id = ${sent.message._id}::uuid`,
  );
  if (!occurrence) throw new Error('the send stored no occurrence');
  return { occurrenceId: occurrence.id, audience: sent.audience };
}
