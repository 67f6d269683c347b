import { countsByTenant, tenantTables } from "../schema.mjs";
import { environmentOf, environments, openConfigs } from "../site-config.mjs";

export const summary = "every tenant with its hosts, centres, counts, last activity and share of the database";
export const usage = `npm run tenant -- list [--json] [--database BINDING]

  One database at a time (its share column is of that database): the shared DB, or with
  --database a tenant database of api/wrangler.toml.`;
export const options = { json: { type: "boolean" } };

const COUNTED = ["users", "organizations", "vacancies"];
// Tables whose newest row tells when a tenant was last used (not the mail or rate-limit ledgers).
const ACTIVITY = ["auth_tokens", "applications", "vacancies", "organizations", "users", "form_submissions", "messages"];

export async function run(args, { openDatabase, log }) {
  const { web } = await openConfigs();
  const db = await openDatabase();
  try {
    const tenants = await db.query("SELECT id, name, suspended_at FROM tenants ORDER BY id");
    const centers = await db.query("SELECT tenant_id, id, name FROM volunteer_centers ORDER BY id");
    const counts = {};
    for (const table of COUNTED)
      for (const row of await db.query(`SELECT tenant_id, count(*) AS n FROM ${table} GROUP BY 1`)) (counts[row.tenant_id] ??= {})[table] = row.n;
    const last = {};
    for (const table of ACTIVITY)
      for (const row of await db
        .query(`SELECT tenant_id, max(updated_at) AS at FROM ${table} GROUP BY 1`)
        .catch(() => db.query(`SELECT tenant_id, max(created_at) AS at FROM ${table} GROUP BY 1`)))
        if (row.at && (!last[row.tenant_id] || row.at > last[row.tenant_id])) last[row.tenant_id] = row.at;
    // Share of the database: a tenant's rows over all tenant rows (D1 bills and caps by size).
    // In a few queries, not one a table: with --remote each query is a wrangler call.
    const byTable = await countsByTenant(
      db,
      (await tenantTables(db)).filter((t) => t.name !== "tenants"),
    );
    const rows = Object.fromEntries(Object.entries(byTable).map(([tenant, tables]) => [tenant, Object.values(tables).reduce((sum, n) => sum + n, 0)]));
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    const envs = [null, ...environments(web)];
    const list = tenants.map((t) => {
      let env;
      try {
        env = environmentOf(web, t.id);
      } catch {
        env = undefined;
      }
      const hosts = envs.flatMap((e) =>
        Object.entries(web.value(e, "HOST_TENANTS") ?? {})
          .filter(([, v]) => v === t.id)
          .map(([h]) => h),
      );
      return {
        tenant: t.id,
        name: t.name,
        state: t.suspended_at ? `suspended ${t.suspended_at.slice(0, 10)}` : "active",
        web: env === undefined ? "not configured" : env === null ? "[vars]" : `[env.${env}]`,
        hosts,
        centers: centers.filter((c) => c.tenant_id === t.id).map((c) => `${c.id} ${c.name}`),
        users: counts[t.id]?.users ?? 0,
        organizations: counts[t.id]?.organizations ?? 0,
        vacancies: counts[t.id]?.vacancies ?? 0,
        lastActivity: last[t.id] ?? null,
        share: total ? Math.round(((rows[t.id] ?? 0) / total) * 1000) / 10 : 0,
      };
    });
    if (args.json) {
      log(JSON.stringify(list, null, 2));
      return 0;
    }
    const header = ["tenant", "state", "web", "users", "orgs", "vacancies", "last activity", "share", "hosts / centres"];
    const table = list.map((t) => [
      t.tenant,
      t.state,
      t.web,
      t.users,
      t.organizations,
      t.vacancies,
      t.lastActivity?.slice(0, 16).replace("T", " ") ?? "—",
      `${t.share}%`,
      `${t.hosts.join(" ") || "—"} / ${t.centers.join(", ")}`,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => String(r[i]).length)));
    for (const row of [header, ...table])
      log(
        row
          .map((cell, i) => String(cell).padEnd(widths[i]))
          .join("  ")
          .trimEnd(),
      );
    log(`${list.length} tenants in the ${db.where}`);
    return 0;
  } finally {
    await db.close();
  }
}
