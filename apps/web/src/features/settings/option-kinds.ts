import { createAddonSchema, createVariantSchema } from '@opentab/shared';
import type { TOptionKind } from './menu-api';

/** What the screens say about variants and addons (spec 02 section 2's hints). */
export const OPTION_KINDS = {
  variants: {
    singular: 'Variant',
    plural: 'Variants',
    hint: 'Variant price is the final price and overrides the base price.',
    createSchema: createVariantSchema,
  },
  addons: {
    singular: 'Addon',
    plural: 'Addons',
    hint: 'Addon price is added to the base price in POS.',
    createSchema: createAddonSchema,
  },
} as const satisfies Record<TOptionKind, unknown>;
