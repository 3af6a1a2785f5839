import { createAddonSchema, createVariantSchema } from '@opentab/shared';
import { msg } from '../../lib/i18n';
import type { TOptionKind } from './menu-api';

/**
 * What the screens say about variants and addons (spec 02 section 2's hints): whole sentences per kind, so each
 * language words them its own way (shown through t(); `count` is the number of options).
 */
export const OPTION_KINDS = {
  variants: {
    show: msg('Show Variants ({count})'),
    hide: msg('Hide Variants ({count})'),
    add: msg('Add Variant'),
    update: msg('Update Variant'),
    none: msg('No variants yet.'),
    deleteTitle: msg('Delete variant'),
    placeholder: msg('e.g. Large'),
    hint: msg('Variant price is the final price and overrides the base price.'),
    createSchema: createVariantSchema,
  },
  addons: {
    show: msg('Show Addons ({count})'),
    hide: msg('Hide Addons ({count})'),
    add: msg('Add Addon'),
    update: msg('Update Addon'),
    none: msg('No addons yet.'),
    deleteTitle: msg('Delete addon'),
    placeholder: msg('e.g. Extra cheese'),
    hint: msg('Addon price is added to the base price in POS.'),
    createSchema: createAddonSchema,
  },
} as const satisfies Record<TOptionKind, unknown>;
