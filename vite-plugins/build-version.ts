import type { Plugin } from "vite";

/**
 * Gives every build an id (docs/decisions/0006-new-versions.md): compiled into the client as
 * `import.meta.env.VITE_BUILD_ID` and published as `build/client/builds/latest.json`, which open
 * pages poll to learn that a newer build is out. CI may pass its own id in BUILD_ID.
 */
export function buildVersion(): Plugin {
  // `remix vite:build` loads this config once per build (client, then server) in one process;
  // the environment keeps the id the same for both.
  process.env.INZET_BUILD_ID ??= process.env.BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  process.env.INZET_BUILT_AT ??= new Date().toISOString();
  const id = process.env.INZET_BUILD_ID;
  const builtAt = process.env.INZET_BUILT_AT;
  let ssr = false;
  return {
    name: "inzet:build-version",
    config: () => ({ define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(id) } }),
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      // Only the client build: its output is what Workers serves as static assets.
      if (ssr) return;
      this.emitFile({ type: "asset", fileName: "builds/latest.json", source: `${JSON.stringify({ id, builtAt })}\n` });
    },
  };
}
