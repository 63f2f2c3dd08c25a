// The account roles, in a module without schemas: the storefront's first load reads them (who may
// open the dashboard) without loading zod.

export const ROLES = ['Admin', 'Manager', 'Customer'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may open the dashboard. */
export const DASHBOARD_ROLES: readonly Role[] = ['Admin', 'Manager'];
