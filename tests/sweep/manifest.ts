import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** One route of the Remix build, with its full URL pattern (`/organizations/:id`). */
export interface ManifestRoute {
  id: string;
  /** The full path pattern from the root; null for a pathless layout. */
  pattern: string;
  index: boolean;
  /** A page renders something: false for resource routes (feeds, JSON, action-only). */
  page: boolean;
  /** Other routes render inside it (a layout with an <Outlet/>). */
  layout: boolean;
  /** The route it renders inside (null for the root), and its own path segment(s). */
  parentId: string | null;
  path: string | null;
}

const BUILD = fileURLToPath(new URL("../../build/server/index.js", import.meta.url));

// The server build imports react-dom/server's web-streams flavour, which Node only resolves
// with the worker conditions the build was made for; so it is read in a child process.
const READ = `
const { routes } = await import(${JSON.stringify(BUILD)});
const all = Object.values(routes);
console.log(JSON.stringify(all.map((r) => ({
  id: r.id, parentId: r.parentId ?? null, path: r.path ?? null, index: Boolean(r.index),
  page: typeof r.module.default === "function",
  layout: all.some((child) => child.parentId === r.id),
}))));`;

/** Every route of the Remix build (`npx remix vite:build` first): the inventory the sweeps cover. */
export function readRouteManifest(): ManifestRoute[] {
  if (!existsSync(BUILD)) throw new Error(`No Remix build at ${BUILD}: run \`npx remix vite:build\` first.`);
  const output = execFileSync(process.execPath, ["--conditions=worker", "--conditions=browser", "--input-type=module", "-e", READ], {
    encoding: "utf8",
  });
  const raw = JSON.parse(output) as { id: string; parentId: string | null; path: string | null; index: boolean; page: boolean; layout: boolean }[];
  const byId = new Map(raw.map((r) => [r.id, r]));
  const pattern = (id: string | null): string => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return "";
    const parent = pattern(route.parentId);
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  return raw.map(({ id, index, page, layout, parentId, path }) => ({ id, pattern: pattern(id) || "/", index, page, layout, parentId, path }));
}

/** Whether a URL's path is one the pattern matches (`:param` one segment, `*` the rest). */
export function matchesPattern(pattern: string, url: string) {
  const path = new URL(url, "http://localhost").pathname;
  const source = pattern
    .split("/")
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`).test(path);
}
