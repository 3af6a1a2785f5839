/** WALKIN until a customer is picked; a picked customer is sent by phone (the spec's customer id). */
export type TPosCustomer = { type: 'WALKIN' } | { type: 'CUSTOMER'; phone: string; name: string };

export const WALKIN: TPosCustomer = { type: 'WALKIN' };
