import { DASHBOARD_ROLES, type Role } from '@dukkan/contracts';

/** `/login?redirect=<where the visitor was>`, so signing in brings them back. */
export function loginPathFor(location: {
  pathname: string;
  search: string;
  hash?: string;
}): string {
  const back = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/login?redirect=${encodeURIComponent(back)}`;
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site (never an
 * absolute or protocol-relative URL, which would make the login page an open redirect), else the
 * dashboard for staff and the home page for everyone else.
 */
export function afterLoginPath(redirect: string | null, role: Role | null): string {
  if (
    redirect &&
    redirect.startsWith('/') &&
    !redirect.startsWith('//') &&
    !redirect.startsWith('/\\')
  ) {
    return redirect;
  }
  return role && DASHBOARD_ROLES.includes(role) ? '/dashboard' : '/';
}
