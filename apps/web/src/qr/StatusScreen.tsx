import type { ReactNode } from 'react';

/** A whole-page state: Please wait..., Broken Link!, Menu Not Available!, and the order results. */
export function StatusScreen(props: {
  title: string;
  text?: string;
  icon?: ReactNode;
  busy?: boolean;
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <main
      className={`qr-status${props.danger ? ' qr-status-danger' : ''}`}
      aria-busy={props.busy || undefined}
    >
      {props.busy ? <span className="qr-spinner" aria-hidden="true" /> : props.icon}
      <h1>{props.title}</h1>
      {props.text && <p>{props.text}</p>}
      {props.children}
    </main>
  );
}
