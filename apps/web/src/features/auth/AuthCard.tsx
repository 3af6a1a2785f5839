import './auth.css';
import { type ReactNode, useEffect } from 'react';
import { APP_NAME } from '../../lib/constants';
import { AuthLink } from './AuthLink';

/** The sign-in fields' example address: an address, the same in every language. */
export const EXAMPLE_EMAIL = 'you@example.com';

type TProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/**
 * The centred card every sign-in style page uses. Plain elements and auth.css, not the UI library: the login
 * page draws it before that library has loaded (app/sign-in-first.tsx).
 */
export function AuthCard({ title, subtitle, children }: TProps) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <main className="auth-page">
      <div className="auth-column">
        <AuthLink to="/" className="auth-brand">
          {APP_NAME}
        </AuthLink>
        <section className="auth-card">
          <div className="auth-heading">
            <h1 className="auth-title">{title}</h1>
            {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          </div>
          {children}
        </section>
      </div>
    </main>
  );
}
