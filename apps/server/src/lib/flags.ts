/** Flags are stored as 0/1 integers on both databases. */
export const asFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A stored flag column (typed as a number) as the 0/1 the answers carry. */
export const flagOf = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
