import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as outbox from './outbox.repo.ts';

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
      await outbox.insertOutboxMail(options.db, id, mail);
      if (!transport) {
        options.log.info(
          { mailId: id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail (no SMTP_URL set)',
        );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await outbox.markOutboxMailSent(options.db, id);
      } catch (error) {
        options.log.error({ mailId: id, err: error }, 'mail delivery failed');
        await outbox.markOutboxMailFailed(options.db, id, String(error));
      }
    },
  };
}
