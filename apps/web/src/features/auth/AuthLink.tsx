import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../../lib/navigation';

type TProps = { to: string; className: string; children: ReactNode };

/**
 * A link of the sign-in pages, which may draw before the router is loaded: a plain click goes through
 * navigateTo (the router, or on the first sign-in page the app started at that address); a click with a
 * modifier key opens a tab, as any link does.
 */
export function AuthLink({ to, className, children }: TProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(to, { replace: false });
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}
