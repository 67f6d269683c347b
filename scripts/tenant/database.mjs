// Where the tenant commands read and write: the local D1 and R2 of `npm start` (through
// Miniflare's API, the same storage `wrangler d1 … --local --persist-to` uses), or the real ones
// with --remote (through wrangler, with the operator's Cloudflare credentials).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import { bin, run } from "../lib.mjs";
import { CONFIG_PATHS } from "./config-files.mjs";
import { OperatorError } from "./errors.mjs";

/**
 * Opens the local database of `persistTo`, or the remote one of `environment`: the D1 binding
 * `binding` of api/wrangler.toml (the shared DB, or a tenant's own: databases.mjs chooses).
 */
export async function openDatabase({ remote = false, persistTo = ".wrangler/state", environment = "production", binding = "DB" } = {}) {
  return remote ? openRemote(environment, binding) : openLocal(persistTo, binding);
}

/**
 * Miniflare instances kept open between commands, by state folder, while `keepLocalOpen` is on.
 * A command starts one (a workerd process, seconds on a busy machine) and disposes of it when it
 * ends; the tests run some sixty commands in one process and share them instead
 * (scripts/tenant/tenant.test.ts).
 */
let kept = null;

/** Shares one Miniflare per state folder between commands until `closeKeptLocal`. */
export function keepLocalOpen() {
  kept ??= new Map();
}

export async function closeKeptLocal() {
  const instances = kept === null ? [] : [...kept.values()];
  kept = null;
  for (const instance of instances) await (await instance).dispose();
}

function localMiniflare(persistTo) {
  if (kept === null) return startMiniflare(persistTo);
  const path = resolve(persistTo);
  if (!kept.has(path)) kept.set(path, startMiniflare(persistTo));
  return kept.get(path);
}

async function startMiniflare(persistTo) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(CONFIG_PATHS.api);
  return new Miniflare(
    convertV4MiniflareOptions({
      resourcePersistencePath: join(resolve(persistTo), "v3"),
      cf: false,
      workers: [
        {
          name: "tenant-cli",
          modules: true,
          script: "export default { fetch() { return new Response(null, { status: 404 }) } }",
          d1Databases: workerOptions.d1Databases,
          r2Buckets: workerOptions.r2Buckets,
        },
      ],
    }),
  );
}

async function openLocal(persistTo, binding) {
  const shared = kept !== null;
  const miniflare = await localMiniflare(persistTo);
  const db = await miniflare.getD1Database(binding);
  const bucket = await miniflare.getR2Bucket("FILES");
  return {
    where: `local database${binding === "DB" ? "" : ` ${binding}`} in ${persistTo}`,
    async query(sql) {
      return (await db.prepare(sql).all()).results;
    },
    /** Every statement in one transaction: all are written, or none. */
    async batch(statements) {
      if (statements.length > 0) await db.batch(statements.map((s) => db.prepare(s)));
    },
    async listFiles(prefix) {
      const keys = [];
      let cursor;
      do {
        const page = await bucket.list({ prefix, cursor });
        keys.push(...page.objects.map((o) => o.key));
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return keys;
    },
    async getFile(key) {
      const object = await bucket.get(key);
      if (object === null) return null;
      return { bytes: new Uint8Array(await object.arrayBuffer()), contentType: object.httpMetadata?.contentType ?? "application/octet-stream" };
    },
    async putFile(key, bytes, contentType) {
      // Miniflare's proxy takes a plain ArrayBuffer, not a Node Buffer (a view into a shared pool).
      const view = Buffer.from(bytes);
      await bucket.put(key, view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength), { httpMetadata: { contentType } });
    },
    async deleteFiles(keys) {
      for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
    },
    close: async () => {
      if (!shared) await miniflare.dispose();
    },
  };
}

/** wrangler with the operator's credentials; stops at once, naming what is missing. */
function remoteCredentials() {
  if (!process.env.CLOUDFLARE_API_TOKEN)
    throw new OperatorError("--remote needs CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID) in the environment; nothing was written");
}

async function openRemote(environment, binding) {
  remoteCredentials();
  const config = unstable_readConfig({ config: CONFIG_PATHS.api, env: environment });
  const bucketName = config.r2_buckets?.[0]?.bucket_name;
  const where = ["--remote", "-c", CONFIG_PATHS.api, "--env", environment];
  const wrangler = async (args) => {
    const output = [];
    try {
      await run(bin("wrangler"), args, { collect: output });
    } catch {
      throw new OperatorError(`wrangler ${args.slice(0, 3).join(" ")} failed: ${output.join("").trim().split("\n").at(-1)}`);
    }
    return output.join("");
  };
  const scratch = await mkdtemp(join(tmpdir(), "inzet-tenant-"));
  return {
    where: `remote database${binding === "DB" ? "" : ` ${binding}`} of --env ${environment}`,
    async query(sql) {
      const text = await wrangler(["d1", "execute", binding, ...where, "--json", "--command", sql]);
      return JSON.parse(text.slice(text.indexOf("[")))[0].results;
    },
    // D1 imports a file as one unit: a failing statement rolls the whole file back.
    async batch(statements) {
      if (statements.length === 0) return;
      const file = join(scratch, `batch-${Date.now()}.sql`);
      await writeFile(file, statements.map((s) => `${s};`).join("\n"));
      await wrangler(["d1", "execute", binding, ...where, "--yes", "--file", file]);
    },
    async listFiles() {
      // wrangler cannot list a bucket: the files rows name every object a tenant has.
      throw new OperatorError("listing R2 from the command line is not possible; the files table names the objects");
    },
    async getFile(key) {
      const file = join(scratch, "object");
      await wrangler(["r2", "object", "get", `${bucketName}/${key}`, "--remote", "--file", file]);
      return { bytes: new Uint8Array(await readFile(file)), contentType: "application/octet-stream" };
    },
    async putFile(key, bytes, contentType) {
      const file = join(scratch, "object");
      await writeFile(file, bytes);
      await wrangler(["r2", "object", "put", `${bucketName}/${key}`, "--remote", "--file", file, "--content-type", contentType]);
    },
    async deleteFiles(keys) {
      for (const key of keys) await wrangler(["r2", "object", "delete", `${bucketName}/${key}`, "--remote"]);
    },
    close: () => rm(scratch, { recursive: true, force: true }),
  };
}
