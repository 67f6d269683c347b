import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * The islands: the one script a page that does not hydrate may load (docs/performance.md), each
 * a standalone module. `env` is the name under which the server build learns its hashed URL.
 */
const ISLANDS = [
  // The social map's Leaflet map (docs/social-map.md).
  { name: "directory-map-island", entry: "../app/components/map/directory-map.island.ts", env: "VITE_MAP_ISLAND_URL" },
  // The public forms' checks on blur (docs/forms.md).
  { name: "form-checks-island", entry: "../app/components/forms/form-checks.island.ts", env: "VITE_FORM_ISLAND_URL" },
] as const;

// Carries a URL from the client build to the server build: `remix vite:build` builds the client
// first, in the same process.
const carrier = (env: string) => `INZET_${env.replace(/^VITE_/, "")}`;

/**
 * Builds every island as an entry of its own in the client build, and tells the server build its
 * hashed URL as `import.meta.env.<env>` (VITE_MAP_ISLAND_URL, VITE_FORM_ISLAND_URL), so a page
 * that does not hydrate can load just that. Empty outside a build (unit tests): no island then.
 */
export function islands(): Plugin {
  let ssr = false;
  const references = new Map<string, string>();
  return {
    name: "inzet:islands",
    // Remix also runs a dev server to read route exports during the build: no entry to emit there.
    apply: "build",
    config: () => ({ define: Object.fromEntries(ISLANDS.map(({ env }) => [`import.meta.env.${env}`, JSON.stringify(process.env[carrier(env)] ?? "")])) }),
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      if (ssr) return;
      for (const { name, entry, env } of ISLANDS)
        references.set(env, this.emitFile({ type: "chunk", id: fileURLToPath(new URL(entry, import.meta.url)), name }));
    },
    generateBundle() {
      if (ssr) return;
      for (const [env, reference] of references) process.env[carrier(env)] = `/${this.getFileName(reference)}`;
    },
  };
}
