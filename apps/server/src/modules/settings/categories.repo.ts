import type { TMenuTranslations } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { translationsColumn } from '../../lib/menu-translations.ts';
import { nowIso } from '../../lib/time.ts';

export function listCategories(db: TDb, tenantId: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'title', 'is_enabled', 'translations', 'prep_minutes'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function categoryExists(db: TDb, tenantId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

type TCategoryValues = {
  title: string;
  translations?: TMenuTranslations | undefined;
  /** issue 26: minutes, null for the kitchen's default; undefined keeps it */
  prepMinutes?: number | null | undefined;
};

const prepMinutesColumn = (prepMinutes: number | null | undefined) =>
  prepMinutes === undefined ? {} : { prep_minutes: prepMinutes };

export async function insertCategory(
  db: TDb,
  tenantId: string,
  { title, translations, prepMinutes }: TCategoryValues,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('categories')
    .values({
      id,
      tenant_id: tenantId,
      title,
      ...translationsColumn(translations),
      ...prepMinutesColumn(prepMinutes),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Translations (and the target prep time) left out of the call stay as they are. */
export function updateCategory(
  db: TDb,
  tenantId: string,
  { id, title, translations, prepMinutes }: TCategoryValues & { id: string },
) {
  return db
    .updateTable('categories')
    .set({
      title,
      ...translationsColumn(translations),
      ...prepMinutesColumn(prepMinutes),
      updated_at: nowIso(),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Shows (1) or hides (0) the category, and with it its items, on the POS, the QR menu and new orders. */
export function setCategoryEnabled(
  db: TDb,
  tenantId: string,
  { id, isEnabled }: { id: string; isEnabled: 0 | 1 },
) {
  return db
    .updateTable('categories')
    .set({ is_enabled: isEnabled, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Items of the category fall back to no category (menu_items.category_id is ON DELETE SET NULL). */
export function deleteCategory(db: TDb, tenantId: string, id: string) {
  return db
    .deleteFrom('categories')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
