// `npm run build:workers`: the web and api workers bundled as deployed, into dist-web/ and
// dist-api/, which `npm start --no-build` and the end-to-end servers serve (scripts/runtime.mjs).
import { bundle } from "./runtime.mjs";

await bundle(["web", "api"]);
