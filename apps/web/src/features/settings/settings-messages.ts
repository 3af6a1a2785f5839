import { msg } from '../../lib/i18n';

/** Spec 02 section 8: the settings and menu screens' load errors and the menu's action fallback (shown through t()). */
export const LOAD_LIST_FAILED = msg('Error loading data, Try Later!');
export const LOAD_DETAILS_FAILED = msg('Error loading details! Please Try Later!');
export const MENU_ACTION_FAILED = msg("We're getting issue while processing your request, Please try later!");
