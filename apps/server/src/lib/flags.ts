/** Flags are stored as 0/1 integers on both databases. */
export const asFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
