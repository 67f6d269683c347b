// Which D1 database of api/wrangler.toml holds a tenant's rows (docs/decisions/0015-tenant-databases.md):
// `--database BINDING` when given, else the api's TENANT_DATABASES map, else the shared DB. The
// api worker decides the same way, from the same map.
import { parse } from "smol-toml";
import { CONFIG_PATHS, openToml } from "./config-files.mjs";
import { OperatorError } from "./errors.mjs";

export const SHARED_DATABASE = "DB";

// The api's vars of the place the command works on: the top level locally, [env.NAME] remotely.
const varsEnv = ({ remote, environment }) => (remote ? environment : null);

/** The binding the command reads and writes for `tenant` (none: the shared DB), checked to exist. */
export async function chooseDatabase({ remote = false, environment = "production", database, tenant, option = "database" }) {
  const api = await openToml(CONFIG_PATHS.api);
  const env = varsEnv({ remote, environment });
  const doc = parse(api.text);
  const bindings = ((env ? doc.env?.[env]?.d1_databases : doc.d1_databases) ?? []).map((d) => d.binding);
  const mapped = tenant === undefined ? undefined : (api.value(env, "TENANT_DATABASES") ?? {})[tenant];
  const binding = database ?? mapped ?? SHARED_DATABASE;
  if (!bindings.includes(binding)) {
    const said = database !== undefined ? `--${option} ${binding}` : `TENANT_DATABASES.${tenant} = "${binding}"`;
    throw new OperatorError(`${said}: ${CONFIG_PATHS.api} has no D1 binding ${binding}${env ? ` in [env.${env}]` : ""} (it has: ${bindings.join(", ")})`);
  }
  return binding;
}

/**
 * Records in the api's configuration that `tenant` lives in `binding` (the shared DB: no entry).
 * Returns the change in words, or null when the map already says so; written unless `dryRun`.
 */
export async function recordDatabase({ remote = false, environment = "production", tenant, binding, dryRun = false }) {
  const api = await openToml(CONFIG_PATHS.api);
  const env = varsEnv({ remote, environment });
  const current = (api.value(env, "TENANT_DATABASES") ?? {})[tenant] ?? SHARED_DATABASE;
  if (current === binding) return null;
  if (binding === SHARED_DATABASE) api.deleteEntry(env, "TENANT_DATABASES", tenant);
  else api.setEntry(env, "TENANT_DATABASES", tenant, binding);
  if (!dryRun) await api.save();
  return `${CONFIG_PATHS.api}: TENANT_DATABASES.${tenant} ${current} → ${binding}`;
}
