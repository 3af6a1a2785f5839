import type { TDb } from '../../db/database.ts';
import type { TMail } from '../../lib/mailer.ts';
import { nowIso } from '../../lib/time.ts';

/** Writes a mail to the outbox as `logged`: it stays so when there is no SMTP to deliver it. */
export async function insertOutboxMail(db: TDb, id: string, mail: TMail): Promise<void> {
  await db
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
}

export async function markOutboxMailSent(db: TDb, id: string): Promise<void> {
  await db
    .updateTable('outbox_mails')
    .set({ status: 'sent', sent_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function markOutboxMailFailed(db: TDb, id: string, error: string): Promise<void> {
  await db.updateTable('outbox_mails').set({ status: 'failed', error }).where('id', '=', id).execute();
}
