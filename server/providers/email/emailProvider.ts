export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where outgoing email goes: the database outbox by default, SMTP when SMTP_URL is set. */
export interface EmailProvider {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close?(): Promise<void>;
}
