import { OperatorError } from "../errors.mjs";
import { describeFeatures } from "../features.mjs";
import * as input from "../inputs.mjs";
import { environmentOf, knownHosts, openConfigs, writeSite } from "../site-config.mjs";
import { literal } from "../sql.mjs";

export const summary = "change a tenant's name, app name, hosts, features or add a partner centre, with the configuration that follows";
export const usage = `npm run tenant -- update --slug SLUG [options]

  --name NAME             the tenant's name
  --app-name NAME         the name in page titles
  --add-host HOST         another host of the tenant's site (repeatable)
  --remove-host HOST      a host the tenant no longer answers on (repeatable)
  --features LIST         the whole new list (see create --help)
  --languages LIST        nl, en or nl,en: the languages the sites offer, the default first
  --add-center NAME       a partner centre of the tenant, with --center-host HOST (its own site)
  --center-host HOST      the partner centre's host name`;
export const options = {
  slug: { type: "string" },
  name: { type: "string" },
  "app-name": { type: "string" },
  "add-host": { type: "string", multiple: true },
  "remove-host": { type: "string", multiple: true },
  features: { type: "string" },
  languages: { type: "string" },
  "add-center": { type: "string" },
  "center-host": { type: "string" },
};

export async function run(args, { openDatabase, log, dryRun }) {
  const tenant = input.slug(args.slug);
  const add = input.hosts(args["add-host"], "--add-host");
  const remove = input.hosts(args["remove-host"], "--remove-host");
  const features = input.features(args.features);
  const languages = input.languages(args.languages);
  const centerName = args["add-center"] === undefined ? undefined : input.required(args["add-center"], "--add-center");
  const [centerHost] = centerName === undefined ? [] : input.hosts([input.required(args["center-host"], "--center-host")], "--center-host");
  const configs = await openConfigs();
  const env = environmentOf(configs.web, tenant);
  const taken = knownHosts(configs.web);
  for (const host of [...add, ...(centerHost ? [centerHost] : [])])
    if (taken.has(host)) throw new OperatorError(`host '${host}' is already used (${taken.get(host)}); nothing was written`);
  const mine = Object.entries(configs.web.value(env, "HOST_TENANTS") ?? {})
    .filter(([, t]) => t === tenant)
    .map(([h]) => h);
  for (const host of remove) if (!mine.includes(host)) throw new OperatorError(`--remove-host '${host}' is not a host of ${tenant}; nothing was written`);
  if (mine.length - remove.length + add.length < 1) throw new OperatorError("a tenant keeps at least one host; nothing was written");

  const db = await openDatabase(tenant);
  try {
    const [row] = await db.query(`SELECT id FROM tenants WHERE id = ${literal(tenant)}`);
    if (!row) throw new OperatorError(`there is no tenant '${tenant}' in the ${db.where}`);
    const t = literal(tenant);
    const statements = [];
    if (args.name !== undefined) statements.push(`UPDATE tenants SET name = ${literal(input.required(args.name, "--name"))} WHERE id = ${t}`);
    if (features) statements.push(`UPDATE tenants SET features = ${literal(JSON.stringify(features))} WHERE id = ${t}`);
    let centerId;
    if (centerName !== undefined) {
      const next = async (table) => (await db.query(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`))[0].id;
      centerId = await next("volunteer_centers");
      statements.push(
        `INSERT INTO volunteer_centers (id, tenant_id, name) VALUES (${centerId}, ${t}, ${literal(centerName)})`,
        `INSERT INTO volunteer_center_profiles (id, tenant_id, volunteer_center_id, primary_color, secondary_color, tertiary_color, muted_color, shape) VALUES (${await next("volunteer_center_profiles")}, ${t}, ${centerId}, 'indigo', 'emerald', 'orange', 'slate', 'rounded')`,
        `INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES (${await next("organizations")}, ${t}, ${centerId}, ${literal(centerName)}, 'VolunteerCenter', 'approved')`,
      );
    }
    if (statements.length > 0)
      statements.push(`INSERT INTO content_versions (tenant_id, version) VALUES (${t}, 1) ON CONFLICT (tenant_id) DO UPDATE SET version = version + 1`);
    const entry = configs.web.value(env, "TENANTS")[tenant];
    writeSite(configs, {
      tenant,
      webEnv: env,
      appName: args["app-name"] ?? entry.appName,
      features: features ?? entry.features,
      languages: languages ?? entry.languages,
      shape: entry.shape,
      hosts: [...mine.filter((h) => !remove.includes(h) && !(h in (configs.web.value(env, "VOLUNTEER_CENTER_HOSTS") ?? {}))), ...add],
      centerHosts: centerHost ? { [centerHost]: centerId } : {},
    });
    for (const host of remove) {
      configs.web.deleteEntry(env, "HOST_TENANTS", host);
      configs.web.deleteEntry(env, "VOLUNTEER_CENTER_HOSTS", host);
    }
    log(
      `tenant ${tenant}: ${statements.length} statements for the ${db.where}${features ? `, features ${describeFeatures(features)}` : ""}${centerId ? `, partner centre ${centerId} at ${centerHost}` : ""}`,
    );
    for (const file of [configs.web, configs.api]) for (const what of new Set(file.changed)) log(`  ${file.path}: ${what}`);
    if (dryRun) {
      log("dry run: nothing was written");
      return 0;
    }
    await db.batch(statements);
    await configs.web.save();
    await configs.api.save();
    log("done: the workers read the new configuration when they start again (npm start, or npm run deploy)");
    return 0;
  } finally {
    await db.close();
  }
}
