import type { TCategoryResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';
import { translationsField } from '../lib/menu-translations.ts';

export function presentCategory(
  row: Pick<Row<'categories'>, 'id' | 'title' | 'is_enabled' | 'translations'>,
): TCategoryResponse {
  return {
    id: row.id,
    title: row.title,
    is_enabled: flagOf(row.is_enabled),
    ...translationsField(row.translations),
  };
}
