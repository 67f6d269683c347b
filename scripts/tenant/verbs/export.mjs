import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { pack } from "../archive.mjs";
import { OperatorError } from "../errors.mjs";
import * as input from "../inputs.mjs";
import { environmentOf, openConfigs } from "../site-config.mjs";
import { readTenant } from "../tenant-data.mjs";

export const summary = "everything of one tenant (its rows and its files in R2) into one archive with a manifest and checksums";
export const usage = `npm run tenant -- export --slug SLUG [--out FILE]

  --out FILE   where the archive goes (default exports/<slug>-<time>.tar.gz); a .tar.gz holding
               manifest.json, tables/<table>.json and files/<R2 key>, each with its SHA-256 in the manifest`;
export const options = { slug: { type: "string" }, out: { type: "string" } };

/** The tenant's entries in the web configuration, carried so `import` can serve it elsewhere. */
export async function siteOf(tenant) {
  const { web } = await openConfigs();
  let env;
  try {
    env = environmentOf(web, tenant);
  } catch {
    return null;
  }
  const hostsOf = (name) => Object.entries(web.value(env, name) ?? {});
  const centerHosts = Object.fromEntries(hostsOf("VOLUNTEER_CENTER_HOSTS").filter(([h]) => (web.value(env, "HOST_TENANTS") ?? {})[h] === tenant));
  return {
    webEnv: env,
    ...web.value(env, "TENANTS")[tenant],
    hosts: hostsOf("HOST_TENANTS")
      .filter(([h, t]) => t === tenant && !(h in centerHosts))
      .map(([h]) => h),
    centerHosts,
    centerId: (web.value(env, "DEFAULT_VOLUNTEER_CENTER_IDS") ?? {})[tenant],
  };
}

export async function run(args, { openDatabase, log, dryRun }) {
  const tenant = input.slug(args.slug);
  const out = args.out ?? `exports/${tenant}-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
  const db = await openDatabase(tenant);
  try {
    const data = await readTenant(db, tenant, { site: await siteOf(tenant) });
    if (!data) throw new OperatorError(`there is no tenant '${tenant}' in the ${db.where}`);
    const rows = data.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    log(`tenant ${tenant}: ${rows} rows in ${data.manifest.tables.length} tables, ${data.manifest.files.length} files`);
    if (dryRun) {
      log(`dry run: ${out} was not written`);
      return 0;
    }
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, pack([{ name: "manifest.json", bytes: Buffer.from(JSON.stringify(data.manifest, null, 2)) }, ...data.entries]));
    log(`wrote ${out}`);
    return 0;
  } finally {
    await db.close();
  }
}
