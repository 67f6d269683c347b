import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { OperatorError } from "../errors.mjs";
import * as input from "../inputs.mjs";
import { environmentOf, openConfigs } from "../site-config.mjs";
import { literal } from "../sql.mjs";

export const summary = "a smoke test of a running deployment for one tenant: a table, and exit 1 when anything fails";
export const usage = `npm run tenant -- check --slug SLUG [--url URL]

  --url URL   where the web worker answers (default http://127.0.0.1:8787 locally; with --remote,
              https:// and each host itself). Each of the tenant's hosts is asked with its own Host header.`;
export const options = { slug: { type: "string" }, url: { type: "string" } };

/** One GET with a Host of our choosing (a local server answers every host on one address). */
function get(base, host, path) {
  const url = new URL(path, base);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(url, { headers: { Host: host, "User-Agent": "inzet-tenant-check", Accept: "text/html,application/json" }, timeout: 15_000 }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error) => resolve({ status: 0, body: error.message }));
    req.end();
  });
}

export async function run(args, { openDatabase, log, remote }) {
  const tenant = input.slug(args.slug);
  const { web, api } = await openConfigs();
  const env = environmentOf(web, tenant);
  const hosts = Object.entries(web.value(env, "HOST_TENANTS") ?? {})
    .filter(([, t]) => t === tenant)
    .map(([h]) => h);
  if (hosts.length === 0) throw new OperatorError(`tenant '${tenant}' has no host in ${web.path}`);
  const db = await openDatabase(tenant);
  let row;
  let centers;
  try {
    [row] = await db.query(`SELECT name, suspended_at FROM tenants WHERE id = ${literal(tenant)}`);
    centers = await db.query(`SELECT id, name FROM volunteer_centers WHERE tenant_id = ${literal(tenant)} ORDER BY id`);
  } finally {
    await db.close();
  }
  if (!row) throw new OperatorError(`there is no tenant '${tenant}' in the ${db.where}`);
  const names = [web.value(env, "TENANTS")[tenant]?.appName, ...centers.map((c) => c.name)].filter(Boolean);
  const base = (host) => args.url ?? (remote ? `https://${host}` : "http://127.0.0.1:8787");
  const results = [];
  const record = (check, ok, detail) => results.push({ check, ok, detail });

  record("tenant active", !row.suspended_at, row.suspended_at ? `suspended since ${row.suspended_at}` : "not suspended");
  for (const host of hosts) {
    const home = await get(base(host), host, "/");
    const shown = names.find((n) => home.body.includes(n.replace(/&/g, "&amp;")));
    record(
      `home page ${host}`,
      home.status === 200 && shown !== undefined,
      home.status === 200 ? (shown ? `200, shows "${shown}"` : `200, but none of ${names.join(", ")}`) : `answered ${home.status || home.body}`,
    );
  }
  const login = await get(base(hosts[0]), hosts[0], "/login");
  record("sign-in page", login.status === 200 && /type="password"/.test(login.body), `answered ${login.status || login.body}`);
  const health = await get(base(hosts[0]), hosts[0], "/health");
  record("public api call (/health)", health.status === 200 && health.body.includes('"ok"'), `answered ${health.status || health.body}`);
  const apiEnv = env ? "production" : null;
  const publicUrl = (api.value(apiEnv, "PUBLIC_URLS") ?? {})[tenant];
  const adapter = api.value(apiEnv, "MAIL_ADAPTER") ?? "log";
  const mailOk = Boolean(publicUrl) && (apiEnv === null || adapter !== "log");
  record(
    "mail configured",
    mailOk,
    `${api.path}${apiEnv ? ` [env.${apiEnv}]` : ""}: links to ${publicUrl ?? "(no PUBLIC_URLS entry)"}, MAIL_ADAPTER ${adapter}`,
  );

  const width = Math.max(...results.map((r) => r.check.length));
  for (const r of results) log(`${r.ok ? "ok  " : "FAIL"}  ${r.check.padEnd(width)}  ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  log(failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`);
  return failed ? 1 : 0;
}
