/** The application version (spec 01 section 1): the landing page's footer and `GET /health` answer it. */
export const APP_VERSION = '1.2.0';
