import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ISLAND = fileURLToPath(new URL("../app/components/map/directory-map.island.ts", import.meta.url));

/**
 * Builds the social map's script (app/components/map/directory-map.island.ts) as an entry of
 * its own in the client build, and tells the server build its hashed URL as
 * `import.meta.env.VITE_MAP_ISLAND_URL`, so a page that does not hydrate can load just that
 * (docs/social-map.md). `remix vite:build` builds the client first, in the same process.
 */
export function mapIsland(): Plugin {
  let ssr = false;
  let reference = "";
  return {
    name: "inzet:map-island",
    // Remix also runs a dev server to read route exports during the build: no entry to emit there.
    apply: "build",
    config: () => ({ define: { "import.meta.env.VITE_MAP_ISLAND_URL": JSON.stringify(process.env.INZET_MAP_ISLAND_URL ?? "") } }),
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      if (!ssr) reference = this.emitFile({ type: "chunk", id: ISLAND, name: "directory-map-island" });
    },
    generateBundle() {
      if (!ssr && reference) process.env.INZET_MAP_ISLAND_URL = `/${this.getFileName(reference)}`;
    },
  };
}
