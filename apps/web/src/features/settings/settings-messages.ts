/** Spec 02 section 8: the settings and menu screens' load errors and the menu's action fallback. */
export const LOAD_LIST_FAILED = 'Error loading data, Try Later!';
export const LOAD_DETAILS_FAILED = 'Error loading details! Please Try Later!';
export const MENU_ACTION_FAILED = "We're getting issue while processing your request, Please try later!";
