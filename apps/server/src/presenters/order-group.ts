import { groupOrdersByTable, type TOrderGroupResponse, type TOrderResponse } from '@opentab/shared';

/** The Orders screen's cards of one page of open orders: the shared grouping the web also applies. */
export function presentOrderGroups(orders: readonly TOrderResponse[]): TOrderGroupResponse[] {
  return groupOrdersByTable(orders);
}
