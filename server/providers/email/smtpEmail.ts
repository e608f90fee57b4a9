import nodemailer from 'nodemailer';
import type { EmailProvider } from './emailProvider';

/** Sends through an SMTP relay given as a URL, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpEmail(smtpUrl: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
