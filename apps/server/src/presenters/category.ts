import type { TSettingsCategoryResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';
import { translationsField } from '../lib/menu-translations.ts';

export function presentCategory(
  row: Pick<Row<'categories'>, 'id' | 'title' | 'is_enabled' | 'translations' | 'prep_minutes'>,
): TSettingsCategoryResponse {
  return {
    id: row.id,
    title: row.title,
    is_enabled: flagOf(row.is_enabled),
    ...translationsField(row.translations),
    // issue 26: only the back office's list carries it (the POS's and the QR menu's schemas leave it out)
    prepMinutes: row.prep_minutes,
  };
}
