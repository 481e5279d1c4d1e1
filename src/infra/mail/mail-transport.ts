import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: MailMessage, envelope: { from: string; messageId: string }): Promise<void>;
  close(): void;
}

/** Real delivery through an SMTP relay (SMTP_URL). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    deliver: async (message, envelope) => {
      await transporter.sendMail({
        ...message,
        from: envelope.from,
        messageId: envelope.messageId,
      });
    },
    close: () => transporter.close(),
  };
}

/** No SMTP configured: the outbox table is the delivery; developers read it in the app. */
export function outboxOnlyTransport(): MailTransport {
  return { kind: 'outbox', deliver: async () => {}, close: () => {} };
}
