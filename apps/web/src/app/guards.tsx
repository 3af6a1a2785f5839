import { canOpenPage, homePathFor, type TPage } from '@opentab/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isAuthenticated, toPrincipal, useSessionUser } from '../lib/session';

const NO_ACCESS = '/no-access';

/** Spec 01 section 2: without the authentication cookie the visitor goes back to the root path. */
export function RequireAuthCookie({ redirectTo = '/' }: { redirectTo?: string }) {
  if (!isAuthenticated()) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

/** The business area needs a stored tenant user; a superadmin is sent to /no-access. */
export function RequireBusinessUser() {
  const user = useSessionUser();
  // A cookie without a stored user (storage wiped): sign in again to learn the role and scopes.
  if (!user) return <Navigate to="/login" replace />;
  if (user.role === 'superadmin') return <Navigate to={NO_ACCESS} replace />;
  return <Outlet />;
}

/** Opens a business page only for users whose scopes allow it (admin passes every check). */
export function RequirePage({ page, children }: { page: TPage; children?: ReactNode }) {
  const user = useSessionUser();
  if (!user || !canOpenPage(toPrincipal(user), page)) return <Navigate to={NO_ACCESS} replace />;
  return children ?? <Outlet />;
}

export function RequireSuperadmin() {
  const user = useSessionUser();
  if (!isAuthenticated() || !user) return <Navigate to="/superadmin" replace />;
  if (user.role !== 'superadmin') return <Navigate to={NO_ACCESS} replace />;
  return <Outlet />;
}

/** /login for a signed-in user leads to that user's home (spec 01 section 2). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (isAuthenticated() && user) return <Navigate to={homePathFor(toPrincipal(user))} replace />;
  return children;
}

/** The superadmin login leads a signed-in superadmin to the superadmin dashboard. */
export function RedirectIfSuperadmin({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (isAuthenticated() && user?.role === 'superadmin') {
    return <Navigate to="/superadmin/dashboard/home" replace />;
  }
  return children;
}
