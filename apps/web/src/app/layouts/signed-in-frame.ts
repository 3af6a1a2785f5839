/**
 * The signed-in frame as one route chunk (issue 22): the query cache's layout and the business area's
 * sidebar and header, which every business page's first load needs together. Two route chunks cost a tablet
 * on a weak link one more request; the operator's area loads the business layout's few KB with it.
 */
export { BusinessLayout } from './BusinessLayout';
export { QueryLayout } from './QueryLayout';
