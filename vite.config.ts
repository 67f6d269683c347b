import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { remixConfig } from "./remix.config";
import { buildVersion } from "./vite-plugins/build-version";
import { changelog } from "./vite-plugins/changelog";
import { islands } from "./vite-plugins/islands";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Only the build runs through Vite: development serves the built workers with `wrangler dev`
// (npm start), so the page a developer sees is the one production serves, cookies and all.
export default defineConfig({
  plugins: [remix(remixConfig), tailwindcss(), tsconfigPaths(), buildVersion(), islands(), changelog()],
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] } },
});
