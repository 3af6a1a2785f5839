/** WALKIN until a customer is picked; a picked customer is sent by phone (the spec's customer id). */
export type TPosCustomer =
  | { type: 'WALKIN' }
  // issue 27: a member's points balance when picked (absent: not a member)
  | { type: 'CUSTOMER'; phone: string; name: string; points?: number };

export const WALKIN: TPosCustomer = { type: 'WALKIN' };
