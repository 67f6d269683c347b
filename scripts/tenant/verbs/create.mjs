import { sha256 } from "../archive.mjs";
import { OperatorError } from "../errors.mjs";
import { DEFAULT_FEATURES, describeFeatures } from "../features.mjs";
import * as input from "../inputs.mjs";
import { recordDatabase } from "../databases.mjs";
import { knownHosts, openConfigs, originOf, writeSite } from "../site-config.mjs";
import { literal } from "../sql.mjs";

export const summary = "make a new tenant: its rows, its sites' configuration, and its first super admin's invitation";
export const usage = `npm run tenant -- create --slug SLUG --name NAME --host HOST --center-name NAME --admin-email EMAIL [options]

  --slug SLUG             the tenant's id: lower-case letters, digits, hyphens (e.g. zwolle)
  --name NAME             the tenant's name (e.g. "Vrijwilligerscentrale Zwolle")
  --app-name NAME         the name in page titles; empty: the centre's name
  --languages LIST        the languages the sites offer, the default first: nl, en, nl,en (default nl,en)
  --host HOST             a host name of the tenant's site; repeat or comma-separate for more
  --center-name NAME      the first volunteer centre's name
  --contact-email EMAIL   where replies to the centre's mail go (Reply-To); default the admin's
  --primary-color C       #rrggbb or a preset (teal, indigo, …); also --secondary-color, --tertiary-color
  --logo FILE             the centre's logo: PNG, JPEG or WebP, at most 1 MiB (stored in R2)
  --features LIST         volunteer-profiles,activities,one-on-one-help|neighbour-help,center-sharing
                          (default: volunteer-profiles,activities)
  --admin-email EMAIL     the first super admin, invited by mail (set a password from the link)
  --admin-first-name N    --admin-last-name N    --admin-locale nl|en (default nl)
  --web-env NAME          serve the tenant from [env.NAME] of wrangler.toml (made when missing; use
                          the slug for a worker of its own); default the top-level [vars], which
                          serve every tenant by host (locally: npm start)
  --dry-run               print what would be written, write nothing
  --remote [--env E]      the real D1 and R2 of api/wrangler.toml's [env.E] (default production)`;

export const options = {
  slug: { type: "string" },
  name: { type: "string" },
  "app-name": { type: "string" },
  host: { type: "string", multiple: true },
  languages: { type: "string" },
  "center-name": { type: "string" },
  "contact-email": { type: "string" },
  "primary-color": { type: "string" },
  "secondary-color": { type: "string" },
  "tertiary-color": { type: "string" },
  logo: { type: "string" },
  features: { type: "string" },
  "admin-email": { type: "string" },
  "admin-first-name": { type: "string" },
  "admin-last-name": { type: "string" },
  "admin-locale": { type: "string" },
  "web-env": { type: "string" },
};

const nextId = async (db, table) => (await db.query(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`))[0].id;

export async function run(args, { openDatabase, log, dryRun, where }) {
  const tenant = input.slug(args.slug);
  const name = input.required(args.name, "--name");
  const hosts = input.hosts(args.host);
  if (hosts.length === 0) throw new OperatorError("--host is required (the tenant's site)");
  const centerName = input.required(args["center-name"], "--center-name");
  const adminEmail = input.email(args["admin-email"], "--admin-email");
  const contactEmail = args["contact-email"] === undefined ? adminEmail : input.email(args["contact-email"], "--contact-email");
  const colors = {
    primary: input.color(args["primary-color"], "--primary-color") ?? "indigo",
    secondary: input.color(args["secondary-color"], "--secondary-color") ?? "emerald",
    tertiary: input.color(args["tertiary-color"], "--tertiary-color") ?? "orange",
  };
  const features = input.features(args.features) ?? DEFAULT_FEATURES;
  const languages = input.languages(args.languages);
  const locale = input.locale(args["admin-locale"] ?? languages?.[0]);
  const webEnv = args["web-env"] === undefined ? null : input.slug(args["web-env"], "--web-env");
  const logo = await input.logo(args.logo);

  const configs = await openConfigs();
  const taken = knownHosts(configs.web);
  for (const host of hosts) if (taken.has(host)) throw new OperatorError(`--host '${host}' is already used (${taken.get(host)}); nothing was written`);

  const db = await openDatabase(tenant);
  try {
    if ((await db.query(`SELECT id FROM tenants WHERE id = ${literal(tenant)}`)).length > 0)
      throw new OperatorError(`tenant '${tenant}' already exists in the ${db.where}; nothing was written`);
    const centerId = await nextId(db, "volunteer_centers");
    const ids = {
      profile: await nextId(db, "volunteer_center_profiles"),
      organization: await nextId(db, "organizations"),
      organizationProfile: await nextId(db, "organization_profiles"),
      user: await nextId(db, "users"),
      role: await nextId(db, "roles"),
      file: await nextId(db, "files"),
    };
    const logoKey = logo && `${tenant}/logo/${logo.sha256}.${logo.ext}`;
    const t = literal(tenant);
    const statements = [
      `INSERT INTO tenants (id, name, features) VALUES (${t}, ${literal(name)}, ${literal(JSON.stringify(features))})`,
      `INSERT INTO volunteer_centers (id, tenant_id, name, contact_email) VALUES (${centerId}, ${t}, ${literal(centerName)}, ${literal(contactEmail)})`,
      `INSERT INTO volunteer_center_profiles (id, tenant_id, volunteer_center_id, primary_color, secondary_color, tertiary_color, muted_color, website_logo_url, shape, footer_email)
        VALUES (${ids.profile}, ${t}, ${centerId}, ${literal(colors.primary)}, ${literal(colors.secondary)}, ${literal(colors.tertiary)}, 'slate', ${literal(logoKey ? `/files/${logoKey}` : null)}, 'rounded', ${literal(contactEmail)})`,
      // The centre's own organization record: staff act "as the centre" through it (docs/roles.md).
      `INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES (${ids.organization}, ${t}, ${centerId}, ${literal(centerName)}, 'VolunteerCenter', 'approved')`,
      `INSERT INTO organization_profiles (id, tenant_id, organization_id, email, website) VALUES (${ids.organizationProfile}, ${t}, ${ids.organization}, ${literal(contactEmail)}, ${literal(originOf(hosts[0]))})`,
      // Invited and never mailed: the api's mail cron sends the invitation (operator-invitations.ts).
      `INSERT INTO users (id, tenant_id, volunteer_center_id, email, first_name, last_name, locale, status)
        VALUES (${ids.user}, ${t}, NULL, ${literal(adminEmail)}, ${literal(args["admin-first-name"] ?? "")}, ${literal(args["admin-last-name"] ?? "")}, ${literal(locale)}, 'invited')`,
      `INSERT INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES (${ids.role}, ${t}, ${ids.user}, 'super_admin', NULL, NULL)`,
      ...(logo
        ? [
            `INSERT INTO files (id, tenant_id, kind, key, content_type, byte_size, sha256) VALUES (${ids.file}, ${t}, 'logo', ${literal(logoKey)}, ${literal(logo.contentType)}, ${logo.bytes.length}, ${literal(sha256(logo.bytes))})`,
          ]
        : []),
    ];
    writeSite(configs, { tenant, appName: args["app-name"] ?? "", features, languages, hosts, centerId, webEnv });

    log(`tenant ${tenant}: ${statements.length} rows into the ${db.where}${logo ? `, its logo into R2 (${logoKey})` : ""}`);
    log(`  centre ${centerId} "${centerName}", features ${describeFeatures(features)}, super admin ${adminEmail} (invited by mail)`);
    for (const file of [configs.web, configs.api]) for (const what of file.changed) log(`  ${file.path}: ${what}`);
    // A tenant created in a database of its own (--database): the api's map names it.
    const database = args.database === undefined ? null : { ...where, tenant, binding: args.database };
    const change = database && (await recordDatabase({ ...database, dryRun: true }));
    if (change) log(`  ${change}`);
    if (dryRun) {
      log("dry run: nothing was written");
      for (const s of statements) log(`  ${s.replace(/\s+/g, " ")};`);
      return 0;
    }
    if (logo) await db.putFile(logoKey, logo.bytes, logo.contentType);
    try {
      await db.batch(statements);
    } catch (error) {
      if (logo) await db.deleteFiles([logoKey]);
      throw new OperatorError(`the database refused the new tenant (${error.message.split("\n")[0]}); nothing was written`);
    }
    await configs.web.save();
    await configs.api.save();
    if (database) await recordDatabase(database);
    log(`done: ${originOf(hosts[0])} serves ${tenant} once the workers run with the new configuration (npm start, or npm run deploy);`);
    log(`  the invitation goes out with the api's next mail cron (npm start sends it when it starts; deployed within 15 minutes)`);
    return 0;
  } finally {
    await db.close();
  }
}
