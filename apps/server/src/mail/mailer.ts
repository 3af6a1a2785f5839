import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TDb } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';

export type TMail = { tenantId: string | null; to: string; subject: string; text: string };

export interface Mailer {
  send(mail: TMail): Promise<void>;
}

/**
 * Every mail is written to the outbox table first. With SMTP_URL it is then sent; without it, it is logged,
 * so development and tests can read it (no silent drop).
 */
export function createMailer(options: {
  db: TDb;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const id = newId();
      await options.db
        .insertInto('outbox_mails')
        .values({
          id,
          tenant_id: mail.tenantId,
          to_address: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          status: 'logged',
          error: null,
          created_at: nowIso(),
          sent_at: null,
        })
        .execute();
      if (!transport) {
        options.log.info(
          { mailId: id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail (no SMTP_URL set)',
        );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await options.db
          .updateTable('outbox_mails')
          .set({ status: 'sent', sent_at: nowIso() })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        options.log.error({ mailId: id, err: error }, 'mail delivery failed');
        await options.db
          .updateTable('outbox_mails')
          .set({ status: 'failed', error: String(error) })
          .where('id', '=', id)
          .execute();
      }
    },
  };
}
