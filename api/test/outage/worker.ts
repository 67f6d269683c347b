import worker from "../../src/index";
import type { ApiEnv } from "../../src/env";
import { unreachableD1 } from "../unreachable-d1";

// The api worker during a D1 outage, for the faults e2e (tests/e2e/faults.spec.ts,
// docs/testing.md): the real entry, handed a D1 binding that fails on every call. This file is
// an entry of its own, served only by `wrangler dev -c api/test/outage/wrangler.toml`; the
// deployed worker (api/wrangler.toml, main = src/index.ts) never imports it, so nothing in
// production can switch an outage on.

// One wrapped env per runtime env, as the runtime hands the real worker one env object (the
// api's config is validated once per env object).
const outageEnvs = new WeakMap<object, ApiEnv>();

export default {
  fetch(request, env, ctx) {
    // Belt and braces: should this entry ever be deployed by mistake, it refuses to serve.
    if (env.ENVIRONMENT !== "development") {
      return new Response("The outage worker only runs in development.", { status: 500 });
    }
    let outageEnv = outageEnvs.get(env);
    if (!outageEnv) outageEnvs.set(env, (outageEnv = { ...env, DB: unreachableD1() }));
    return worker.fetch(request, outageEnv, ctx);
  },
} satisfies ExportedHandler<ApiEnv>;
