export type TMail = { tenantId: string | null; to: string; subject: string; text: string };

/** How services send mail (ctx.mailer); modules/mail/mailer.ts implements it, app.ts wires it. */
export interface Mailer {
  send(mail: TMail): Promise<void>;
}
