export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Header fields besides the addresses and subject: a message email's List-Unsubscribe and
   * List-Unsubscribe-Post (RFC 8058). The outbox keeps none.
   */
  headers?: Readonly<Record<string, string>>;
}

/** A message email's unsubscribe links (modules/unsubscribe): the one-click URL and the page. */
export type UnsubscribeLinksFor = (receiptId: string) => {
  oneClickUrl: string;
  pageUrl: string;
};

/** Where outgoing email goes: the database outbox by default, SMTP when SMTP_URL is set. */
export interface EmailProvider {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close?(): Promise<void>;
}
