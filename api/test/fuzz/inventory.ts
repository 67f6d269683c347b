import { app } from "../../src/app";

/** A route as the api worker's Hono app registers it: "GET /api/v1/users/:id". */
export interface ApiRoute {
  method: string;
  path: string;
}

const key = ({ method, path }: ApiRoute) => `${method} ${path}`;

/**
 * Every concrete route of the app, read from `app.routes`, so a route added later is fuzzed (or
 * fails the inventory test) without anyone listing it. Middleware (`use`, path `*`) and the
 * 405 catch-alls (`all`, method ALL) are not routes of their own.
 */
export function apiRoutes(): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" || path.includes("*")) continue;
    routes.set(key({ method, path }), { method, path });
  }
  return [...routes.values()];
}

export const routeKey = key;

/** The methods each path serves; the others answer 405. */
export function methodsByPath(): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const { method, path } of apiRoutes()) byPath.set(path, [...(byPath.get(path) ?? []), method]);
  return byPath;
}
