import type { MouseEvent, ReactNode } from 'react';
import { navigate } from './router';

/** An anchor that navigates in the page; a modified click (new tab) is left to the browser. */
export function Link(props: {
  to: string;
  className?: string;
  label?: string;
  replace?: boolean;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(props.to, { replace: props.replace });
  };
  return (
    <a href={props.to} className={props.className} aria-label={props.label} onClick={onClick}>
      {props.children}
    </a>
  );
}
