/**
 * Numbers in [0, 1) from a fixed linear congruential sequence, for tests that compare a rule with a reference
 * over many inputs: a failure repeats with the same inputs.
 */
export function fixedSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Whole numbers of 1 to `digits` digits (0 included) from a sequence. */
export const wholeNumbers =
  (next: () => number) =>
  (digits: number): number =>
    Math.floor(next() * 10 ** Math.ceil(next() * digits));
