import { describe, expect, it } from 'vitest';
import { OUTBOX_KIND } from './delivery';
import { emailDeliveryProvider } from './emailDelivery';
import { sendAll, TEST_LIMITS } from './testing/sendAll';
import type { EmailMessage, EmailProvider } from './email/emailProvider';

describe('message email through the email provider', () => {
  it('keeps deliveries in the outbox when email goes to the outbox', () => {
    const outbox: EmailProvider = { kind: 'outbox', send: () => Promise.resolve() };
    expect(emailDeliveryProvider(outbox, TEST_LIMITS).kind).toBe(OUTBOX_KIND);
  });

  it('sends each delivery as an email: the title as subject, the text with its link as body', async () => {
    const sent: EmailMessage[] = [];
    const smtp: EmailProvider = {
      kind: 'smtp',
      send(message) {
        if (message.to === 'down@x.test')
          return Promise.reject(Object.assign(new Error('421 try later'), { responseCode: 421 }));
        if (message.to === 'nobody@x.test')
          return Promise.reject(
            Object.assign(new Error('550 no such user'), { responseCode: 550 }),
          );
        sent.push(message);
        return Promise.resolve();
      },
    };
    const results = await sendAll(emailDeliveryProvider(smtp, TEST_LIMITS), [
      { receiptId: 'r1', address: 'a@x.test', title: 'Hello', body: 'Read https://c.test/m/r1' },
      { receiptId: 'r2', address: 'down@x.test', title: 'Hello', body: 'x' },
      { receiptId: 'r3', address: 'nobody@x.test', title: 'Hello', body: 'x' },
    ]);
    expect(sent).toEqual([{ to: 'a@x.test', subject: 'Hello', text: 'Read https://c.test/m/r1' }]);
    expect(results).toEqual([
      { receiptId: 'r1', ok: true },
      {
        receiptId: 'r2',
        ok: false,
        error: '421 try later',
        permanent: false,
        reason: 'rejected',
      },
      {
        receiptId: 'r3',
        ok: false,
        error: '550 no such user',
        permanent: true,
        reason: 'rejected',
      },
    ]);
  });
});
