import type { Kysely } from 'kysely';

/**
 * Issue 24. Menu content in the diners' and the staff's languages: categories, menu items, variants and addons
 * each carry `translations`, JSON text `{ "<language>": { "title": "..." } }` (languages of LANGUAGES other than
 * English; the row's own title is the store's text). Rows from before have none and show their title.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['categories', 'menu_items', 'menu_item_variants', 'menu_item_addons']) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
}
