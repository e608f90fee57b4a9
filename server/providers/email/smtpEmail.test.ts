import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpEmail } from './smtpEmail';

/** The SMTP adapter against a real SMTP server listening on this machine. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP email provider', () => {
  it('delivers a message with its sender, recipient, subject and body', async () => {
    const email = createSmtpEmail(`smtp://127.0.0.1:${port}`, 'Tidings <no-reply@tidings.test>');
    await email.send({
      to: 'admin@acme.test',
      subject: 'Your Tidings sign-in code: 123456',
      text: 'Code 123456',
    });
    await email.close?.();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('no-reply@tidings.test');
    expect(message?.to).toEqual(['admin@acme.test']);
    expect(message?.raw).toContain('Subject: Your Tidings sign-in code: 123456');
    expect(message?.raw).toContain('Code 123456');
  });

  it('fails loudly when the server cannot be reached', async () => {
    const email = createSmtpEmail('smtp://127.0.0.1:1', 'no-reply@tidings.test');
    await expect(email.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow();
  });
});
