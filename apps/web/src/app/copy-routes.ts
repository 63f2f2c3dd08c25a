import type { RouteObject } from 'react-router';

/**
 * A router resolves a route's `lazy` screen by emptying the `lazy` object it was given, so each
 * router gets its own copies: one made after another (the other language's, or on the server the
 * second language's handler) would otherwise find routes without their screens.
 */
export function copyRoutes(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    ...(route.lazy && typeof route.lazy === 'object' && { lazy: { ...route.lazy } }),
    ...(route.children && { children: copyRoutes(route.children) }),
  })) as RouteObject[];
}
