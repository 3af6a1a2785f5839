import { useEffect, useState } from 'react';
import type { TCartLine } from './cart';

/** How long a just-added line stays marked (the cart line, the narrow screens' cart bar). */
const ADDED_FEEDBACK_MS = 1600;

/** The line just added, for a moment: the visible answer to an Add, wherever the cart is. */
export function useAddedFeedback() {
  const [line, setLine] = useState<TCartLine | null>(null);
  useEffect(() => {
    if (!line) return;
    const timer = setTimeout(() => setLine(null), ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [line]);
  return { line, show: setLine };
}
