import type { VitePluginConfig } from "@remix-run/dev";

// Remix options live here; vite.config.ts imports them (the design card asks for this file).
export const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  ignoredRouteFiles: ["**/*.test.ts", "**/*.test.tsx", "**/schema.ts"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
} satisfies VitePluginConfig;

export default remixConfig;
