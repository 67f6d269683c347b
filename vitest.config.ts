import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Two projects: the api worker's acceptance tests run inside workerd on a real local D1;
// everything else (web worker units) runs in Node.
export default defineConfig({
  test: {
    // Both cores: the api project's two workerd processes, or one of them beside the web's units.
    maxWorkers: 2,
    projects: [
      "api/vitest.config.ts",
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "web",
          environment: "node",
          include: ["app/**/*.test.{ts,tsx}", "contract/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/sweep/**/*.test.ts"],
        },
      },
    ],
  },
});
