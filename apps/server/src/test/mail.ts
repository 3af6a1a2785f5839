import type { TDb } from '../db/database.ts';

/** The token of the newest password-reset link mailed to `username` (mails land in outbox_mails in tests). */
export async function latestResetToken(db: TDb, username: string): Promise<string> {
  const mail = await db
    .selectFrom('outbox_mails')
    .select(['body_text'])
    .where('to_address', '=', username)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const match = /reset-password\?token=([\w%-]+)/.exec(mail.body_text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return decodeURIComponent(match[1]);
}
