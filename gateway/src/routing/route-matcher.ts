import type { Route } from './route-table.js';

export type RouteMatch =
  { kind: 'found'; route: Route } | { kind: 'wrong-method'; allowed: string[] } | { kind: 'none' };

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  staticSegments: number;
}

/**
 * Finds the route for a method and path. When several patterns match, the one with more literal
 * segments wins, so /api/products/search is never mistaken for /api/products/:id.
 */
export function createRouteMatcher(routes: Route[]) {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const segments = route.path.split('/').filter(Boolean);
    const source = segments.map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegExp(s))).join('/');
    return {
      route,
      pattern: new RegExp(`^/${source}/?$`),
      staticSegments: segments.filter((s) => !s.startsWith(':')).length,
    };
  });

  return (method: string, path: string): RouteMatch => {
    const matching = compiled.filter((c) => c.pattern.test(path));
    if (matching.length === 0) return { kind: 'none' };
    const best = Math.max(...matching.map((c) => c.staticSegments));
    const mostSpecific = matching.filter((c) => c.staticSegments === best);
    const found = mostSpecific.find((c) => c.route.method === method);
    if (found) return { kind: 'found', route: found.route };
    return { kind: 'wrong-method', allowed: [...new Set(mostSpecific.map((c) => c.route.method))] };
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
