import { t } from './i18n';

/** A user's role as the sidebar and the Users screen show it, in capitals: "ADMIN", "STAFF". */
export function roleLabel(role: string): string {
  return t('{role, select, admin {ADMIN} staff {STAFF} superadmin {SUPERADMIN} other {{role}}}', { role });
}
