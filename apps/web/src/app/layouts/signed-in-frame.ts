/**
 * The signed-in frame and the till as one route chunk (issue 22): the query cache's layout, the business
 * area's sidebar and header, which every business page's first load needs together, and the POS page itself.
 * Each route chunk costs a tablet on a weak link one more request; the operator's area loads the business
 * layout's few KB with it, and the other pages the till's (the signed-in group carries its modules anyway).
 */
export { PosPage } from '../../features/pos/PosPage';
export { BusinessLayout } from './BusinessLayout';
export { QueryLayout } from './QueryLayout';
