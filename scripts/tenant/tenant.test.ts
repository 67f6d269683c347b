// The operators' command line against a real local D1 and R2 (Miniflare's, as `npm start` uses):
// the round trip of export and import, delete leaving every other tenant as it was, and bad input
// answered with one line, a non-zero exit and nothing written. docs/operators.md.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { main } from "../tenant.mjs";
import { pack, unpack, verifiedContents } from "./archive.mjs";
import { closeKeptLocal, keepLocalOpen, openDatabase } from "./database.mjs";
import { run as deleteTenant } from "./verbs/delete.mjs";
import { run as importTenant } from "./verbs/import.mjs";
import { literal } from "./sql.mjs";
import { contentOf } from "./tenant-data.mjs";

const RUN = `tenant-test-${process.pid}`;
const STATE = `.wrangler/${RUN}`;
const EMPTY = `.wrangler/${RUN}-empty`;
// Copies beside the originals, so their relative paths (main, assets) resolve the same.
const WEB = `wrangler.${RUN}.toml`;
const API = `api/wrangler.${RUN}.toml`;
const OUT = `.wrangler/${RUN}-exports`;
const LOGO = `${OUT}-logo.png`;
// Each command opens the local D1 and R2 through Miniflare: seconds, more on a busy machine (a
// guard, not a speed test: at load 20–28 three tests went past 180 s and the move took 318 s).
const LONG = 360_000;

async function tenant(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...argv, "--web-config", WEB, "--api-config", API], {
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** Row counts per tenant and table, over every table the database has (virtual ones too). */
async function rowsByTenant(persistTo: string, binding = "DB") {
  const db = await openDatabase({ persistTo, binding });
  try {
    // A few queries, not two a table (each is a round trip to the local runtime, some 250 tables).
    const tables = (await db.query(
      "SELECT m.name, max(c.name = 'tenant_id') AS scoped FROM sqlite_master m, pragma_table_info(m.name) c WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' GROUP BY m.name",
    )) as { name: string; scoped: number }[];
    // Each table's counts by tenant as one JSON column; D1 answers at most 100 columns.
    const scoped = tables.filter((t) => t.name === "tenants" || t.scoped).map((t) => t.name);
    const counts: Record<string, Record<string, number>> = {};
    for (let i = 0; i < scoped.length; i += 100) {
      const part = scoped.slice(i, i + 100);
      const columns = part.map(
        (name, j) =>
          `(SELECT json_group_object(tenant, n) FROM (SELECT ${name === "tenants" ? "id" : "tenant_id"} AS tenant, count(*) AS n FROM "${name}" GROUP BY 1)) AS c${j}`,
      );
      const [row] = (await db.query(`SELECT ${columns.join(", ")}`)) as Record<string, string>[];
      part.forEach((name, j) => {
        for (const [tenant, n] of Object.entries(JSON.parse(row[`c${j}`]) as Record<string, number>)) (counts[tenant] ??= {})[name] = n;
      });
    }
    return counts;
  } finally {
    await db.close();
  }
}

/** A verb's context on the local database of `persistTo` whose `nth` batch fails with `message`. */
function refusingBatch(persistTo: string, nth: number, message: string) {
  let batches = 0;
  const openFailing = async () => {
    const db = await openDatabase({ persistTo });
    return {
      ...db,
      batch: async (statements: string[]) => {
        if (++batches === nth) throw new Error(message);
        return db.batch(statements);
      },
    };
  };
  return { openDatabase: openFailing, log: () => {}, dryRun: false, where: {} };
}

const configsUnchanged = () => {
  expect(readFileSync(WEB, "utf8")).toBe(readFileSync("wrangler.toml", "utf8"));
  expect(readFileSync(API, "utf8")).toBe(readFileSync("api/wrangler.toml", "utf8"));
};

/**
 * The migrations (or a seed file) applied as `wrangler d1 migrations apply` does (the same split
 * into statements, one batch and one d1_migrations row per file), through the Miniflare the tests
 * share: wrangler starts a workerd for every one of some 180 files, which took minutes of this
 * file's time on the shared machine.
 */
async function applyLocally(persistTo: string, binding: string, files: { name: string; queries: string[] }[], { record = true } = {}) {
  const db = await openDatabase({ persistTo, binding });
  await db.batch([
    "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
  ]);
  for (const { name, queries } of files) await db.batch(record ? [...queries, `INSERT INTO d1_migrations (name) VALUES (${literal(name)})`] : queries);
}

beforeAll(async () => {
  mkdirSync(".wrangler", { recursive: true });
  copyFileSync("wrangler.toml", WEB);
  copyFileSync("api/wrangler.toml", API);
  // A PNG header is all the command reads of a logo (its type); the bytes travel as they are.
  writeFileSync(LOGO, Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("a logo for the tenant tests")]));
  for (const path of [STATE, EMPTY]) rmSync(path, { recursive: true, force: true });
  // Every command of this file opens the same two state folders: one Miniflare each, shared,
  // instead of one per command (a workerd start each, the larger part of this file's time).
  keepLocalOpen();
  const migrations = await readD1Migrations("api/migrations");
  const demo = await readD1Migrations({ projectPath: "api/seeds", migrationsDir: ".", migrationsPattern: "demo.sql" });
  // The state `npm start` has (the demo tenants), with the second database of api/wrangler.toml
  // for `tenant move` (as `npm run migrate` gives it); and an empty database to import into.
  await applyLocally(STATE, "DB", migrations);
  await applyLocally(STATE, "DB_OWN", migrations);
  await applyLocally(STATE, "DB", demo, { record: false });
  await applyLocally(EMPTY, "DB", migrations);
  // 10 minutes: at a load average of 35–44 on the shared machine wrangler's migrations alone went past 10.
}, 600_000);

afterAll(async () => {
  await closeKeptLocal();
  for (const path of [STATE, EMPTY, WEB, API, OUT, LOGO]) rmSync(path, { recursive: true, force: true });
});

const create = (slug: string, host: string, ...more: string[]) =>
  tenant(
    "create",
    "--persist-to",
    STATE,
    "--slug",
    slug,
    "--name",
    `Centrale ${slug}`,
    "--host",
    host,
    "--center-name",
    `Vrijwilligerswerk ${slug}`,
    "--admin-email",
    `beheer@${slug}.example.org`,
    "--logo",
    LOGO,
    ...more,
  );

describe("tenant create, and bad input refused with nothing written", () => {
  it(
    "refuses a slug with spaces, a duplicate host, a missing logo and --remote without credentials",
    async () => {
      const before = await rowsByTenant(STATE);
      const cases: [string[], RegExp][] = [
        [
          [
            "create",
            "--persist-to",
            STATE,
            "--slug",
            "new centre",
            "--name",
            "X",
            "--host",
            "x.localhost",
            "--center-name",
            "X",
            "--admin-email",
            "a@x.example",
          ],
          /--slug 'new centre' must be .*no spaces/,
        ],
        [
          ["create", "--persist-to", STATE, "--slug", "dup", "--name", "X", "--host", "hattem.localhost", "--center-name", "X", "--admin-email", "a@x.example"],
          /--host 'hattem.localhost' is already used \(tenant oldebroek\)/,
        ],
        [
          [
            "create",
            "--persist-to",
            STATE,
            "--slug",
            "nologo",
            "--name",
            "X",
            "--host",
            "nologo.localhost",
            "--center-name",
            "X",
            "--admin-email",
            "a@x.example",
            "--logo",
            "missing.png",
          ],
          /--logo 'missing.png': no such file/,
        ],
        [["list", "--remote"], /--remote needs CLOUDFLARE_API_TOKEN/],
        [
          [
            "create",
            "--persist-to",
            STATE,
            "--slug",
            "taal",
            "--name",
            "X",
            "--host",
            "taal.localhost",
            "--center-name",
            "X",
            "--admin-email",
            "a@x.example",
            "--languages",
            "nl,de",
          ],
          /--languages 'de' is not a language of the product/,
        ],
        [["create", "--slug", "x"], /--name is required/],
        [["frobnicate"], /unknown verb 'frobnicate'/],
      ];
      const token = process.env.CLOUDFLARE_API_TOKEN;
      delete process.env.CLOUDFLARE_API_TOKEN;
      try {
        for (const [argv, message] of cases) {
          const { code, err, out } = await tenant(...argv);
          expect(code, argv.join(" ")).toBe(2);
          expect(err).toMatch(message);
          expect(err.split("\n")).toHaveLength(1);
          expect(out).toBe("");
        }
      } finally {
        if (token !== undefined) process.env.CLOUDFLARE_API_TOKEN = token;
      }
      expect(await rowsByTenant(STATE)).toEqual(before);
      configsUnchanged();
    },
    LONG,
  );

  it(
    "prints what it would write on --dry-run and writes nothing",
    async () => {
      const before = await rowsByTenant(STATE);
      const { code, out } = await create("droog", "droog.localhost", "--dry-run");
      expect(code).toBe(0);
      expect(out).toMatch(/dry run: nothing was written/);
      expect(out).toMatch(/INSERT INTO tenants/);
      expect(await rowsByTenant(STATE)).toEqual(before);
      configsUnchanged();
    },
    LONG,
  );

  it(
    "writes the tenant's rows and both workers' configuration",
    async () => {
      const { code, err } = await create("zwolle", "zwolle.localhost", "--features", "activities,neighbour-help", "--primary-color", "#0f766e");
      expect(err).toBe("");
      expect(code).toBe(0);
      const web = readFileSync(WEB, "utf8");
      expect(web).toMatch(
        /^zwolle = \{ appName = "", features = \{ oneOnOneHelp = "neighbourHelp", volunteerProfiles = false, activities = true, centerSharing = false \} \}$/m,
      );
      expect(web).toMatch(/^"zwolle.localhost" = "zwolle"$/m);
      expect(readFileSync(API, "utf8")).toMatch(/^zwolle = "http:\/\/zwolle.localhost:8787"$/m);
      const counts = (await rowsByTenant(STATE)).zwolle;
      expect(counts).toMatchObject({ tenants: 1, volunteer_centers: 1, volunteer_center_profiles: 1, users: 1, roles: 1, files: 1 });
      const again = await create("zwolle", "zwolle2.localhost");
      expect(again).toMatchObject({
        code: 2,
        err: "tenant create: tenant 'zwolle' already exists in the local database in " + STATE + "; nothing was written",
      });
    },
    LONG,
  );

  it(
    "lists every tenant with its hosts and counts",
    async () => {
      const { code, out } = await tenant("list", "--persist-to", STATE, "--json");
      expect(code).toBe(0);
      const list = JSON.parse(out) as { tenant: string; hosts: string[]; users: number; web: string; share: number }[];
      // Each tenant's share of the database's tenant rows, rounded to a tenth: together the whole.
      expect(Math.abs(list.reduce((sum, t) => sum + t.share, 0) - 100)).toBeLessThan(1);
      expect(list.find((t) => t.tenant === "demo")!.share).toBeGreaterThan(list.find((t) => t.tenant === "zwolle")!.share);
      expect(list.map((t) => t.tenant)).toEqual(["demo", "mas4you", "meedoen", "oldebroek", "public", "roermond", "zwolle"]);
      expect(list.find((t) => t.tenant === "zwolle")).toMatchObject({ hosts: ["zwolle.localhost"], users: 1, web: "[vars]" });
    },
    LONG,
  );
});

describe("tenant export and import", () => {
  it(
    "carries a tenant into an empty database: exported again, the same content",
    async () => {
      for (const slug of ["demo", "zwolle"]) {
        const first = join(OUT, `${slug}-1.tar.gz`);
        const second = join(OUT, `${slug}-2.tar.gz`);
        expect((await tenant("export", "--persist-to", STATE, "--slug", slug, "--out", first)).code).toBe(0);
        const imported = await tenant("import", "--persist-to", EMPTY, "--archive", first, "--no-config");
        expect(imported.err).toBe("");
        expect(imported.code).toBe(0);
        expect((await tenant("export", "--persist-to", EMPTY, "--slug", slug, "--out", second)).code).toBe(0);
        const a = verifiedContents(readFileSync(first)).manifest;
        const b = verifiedContents(readFileSync(second)).manifest;
        expect(contentOf(b)).toBe(contentOf(a));
        expect(a.tables.find((t: { name: string }) => t.name === "users").rows).toBeGreaterThan(0);
      }
      const zwolle = verifiedContents(readFileSync(join(OUT, "zwolle-1.tar.gz"))).manifest;
      expect(zwolle.files).toHaveLength(1);
    },
    LONG,
  );

  it(
    "refuses a clash and a damaged archive, writing nothing",
    async () => {
      const archive = join(OUT, "demo-1.tar.gz");
      const before = await rowsByTenant(EMPTY);
      expect(await tenant("import", "--persist-to", EMPTY, "--archive", archive, "--no-config")).toMatchObject({
        code: 2,
        err: expect.stringMatching(/tenant 'demo' already exists/),
      });
      // One byte of one table changed, the manifest left as it was.
      const entries = unpack(readFileSync(archive));
      const users = Buffer.from(entries.get("tables/users.json")!);
      users[users.length - 3] ^= 1;
      entries.set("tables/users.json", users);
      const damaged = join(OUT, "damaged.tar.gz");
      writeFileSync(damaged, pack([...entries].map(([name, bytes]) => ({ name, bytes }))));
      const result = await tenant("import", "--persist-to", EMPTY, "--archive", damaged, "--no-config");
      expect(result).toMatchObject({ code: 2, err: "tenant import: checksum mismatch for tables/users.json: the archive is damaged or was altered" });
      expect(await rowsByTenant(EMPTY)).toEqual(before);
    },
    LONG,
  );
});

describe("tenant import in chunks, and one tenant restored from its export", () => {
  it(
    "writes in chunks; a chunk that fails has the ones before it removed again, so nothing is written",
    async () => {
      const archive = join(OUT, "oldebroek-chunks.tar.gz");
      expect((await tenant("export", "--persist-to", STATE, "--slug", "oldebroek", "--out", archive)).code).toBe(0);
      const before = await rowsByTenant(EMPTY);
      // The local database, its third batch refused as a dropped connection would be.
      const context = refusingBatch(EMPTY, 3, "the connection dropped");
      await expect(importTenant({ archive, "no-config": true, "chunk-bytes": "20000" }, context)).rejects.toThrow(
        /^the database refused chunk 3 of \d+ of the import \(the connection dropped\); the 2 chunks before it were removed again, nothing was written$/,
      );
      expect(await rowsByTenant(EMPTY)).toEqual(before);
      // In the same small chunks without the fault it goes in whole: exported again, the same content.
      const imported = await tenant("import", "--persist-to", EMPTY, "--archive", archive, "--no-config", "--chunk-bytes", "20000");
      expect(imported.code, imported.err).toBe(0);
      expect(imported.out).toMatch(/chunk 3 of \d+ written/);
      const again = join(OUT, "oldebroek-chunks-2.tar.gz");
      expect((await tenant("export", "--persist-to", EMPTY, "--slug", "oldebroek", "--out", again)).code).toBe(0);
      expect(contentOf(verifiedContents(readFileSync(again)).manifest)).toBe(contentOf(verifiedContents(readFileSync(archive)).manifest));
    },
    LONG,
  );

  it(
    "the restore drill: one tenant put back as its export had it, the other tenants untouched (docs/operators.md)",
    async () => {
      const nightly = join(OUT, "zwolle-nightly.tar.gz");
      expect((await tenant("export", "--persist-to", EMPTY, "--slug", "zwolle", "--out", nightly)).code).toBe(0);
      const demoBefore = join(OUT, "demo-before-restore.tar.gz");
      expect((await tenant("export", "--persist-to", EMPTY, "--slug", "demo", "--out", demoBefore)).code).toBe(0);
      // The mistake to undo, after the export: its people's and its centre's names overwritten.
      const db = await openDatabase({ persistTo: EMPTY });
      await db.batch([
        "UPDATE users SET first_name = 'Fout' WHERE tenant_id = 'zwolle'",
        "UPDATE volunteer_centers SET name = 'Fout' WHERE tenant_id = 'zwolle'",
      ]);
      await db.close();
      // The drill's commands: the state as it is now exported (delete asks for it), its rows
      // deleted, the earlier export imported.
      const now = join(OUT, "zwolle-now.tar.gz");
      expect((await tenant("export", "--persist-to", EMPTY, "--slug", "zwolle", "--out", now)).code).toBe(0);
      const deleted = await tenant("delete", "--persist-to", EMPTY, "--slug", "zwolle", "--archive", now, "--rows-only", "--confirm", "zwolle");
      expect(deleted.code, deleted.err).toBe(0);
      const restored = await tenant("import", "--persist-to", EMPTY, "--archive", nightly, "--no-config");
      expect(restored.code, restored.err).toBe(0);
      const zwolleAfter = join(OUT, "zwolle-restored.tar.gz");
      const demoAfter = join(OUT, "demo-after-restore.tar.gz");
      expect((await tenant("export", "--persist-to", EMPTY, "--slug", "zwolle", "--out", zwolleAfter)).code).toBe(0);
      expect((await tenant("export", "--persist-to", EMPTY, "--slug", "demo", "--out", demoAfter)).code).toBe(0);
      const content = (file: string) => contentOf(verifiedContents(readFileSync(file)).manifest);
      expect(content(zwolleAfter)).toBe(content(nightly));
      expect(content(zwolleAfter)).not.toBe(content(now));
      expect(content(demoAfter)).toBe(content(demoBefore));
    },
    // Nine commands: at a load average of 20 on the shared machine it passed the six minutes of LONG.
    LONG * 2,
  );
});

describe("tenant move", () => {
  it(
    "moves a tenant into a database of its own and back: the map follows, the other tenants stay, nothing is lost",
    async () => {
      const before = await rowsByTenant(STATE);
      // The configuration as the tests before this one left it: a move changes only the api's map.
      const [web, api] = [readFileSync(WEB, "utf8"), readFileSync(API, "utf8")];
      const configsAsBefore = () => expect([readFileSync(WEB, "utf8"), readFileSync(API, "utf8")]).toEqual([web, api]);
      const archive = join(OUT, "oldebroek-move.tar.gz");
      expect(await tenant("move", "--persist-to", STATE, "--slug", "oldebroek", "--to", "DB_NOPE")).toMatchObject({
        code: 2,
        err: expect.stringMatching(/^tenant move: --to DB_NOPE: .* has no D1 binding DB_NOPE \(it has: DB, DB_OWN\)$/),
      });
      const dry = await tenant("move", "--persist-to", STATE, "--slug", "oldebroek", "--to", "DB_OWN", "--dry-run");
      expect(dry.code, dry.err).toBe(0);
      expect(await rowsByTenant(STATE)).toEqual(before);
      configsAsBefore();
      const moved = await tenant("move", "--persist-to", STATE, "--slug", "oldebroek", "--to", "DB_OWN", "--out", archive);
      expect(moved.err).toBe("");
      expect(moved.code).toBe(0);
      const { oldebroek, ...others } = before;
      expect(await rowsByTenant(STATE)).toEqual(others);
      expect((await rowsByTenant(STATE, "DB_OWN")).oldebroek).toEqual(oldebroek);
      expect(readFileSync(WEB, "utf8")).toBe(web);
      expect(readFileSync(API, "utf8")).toMatch(/\[vars\.TENANT_DATABASES\]\noldebroek = "DB_OWN"/);
      // Every verb now finds it where the map says; back into the shared DB takes the entry out.
      expect((await tenant("export", "--persist-to", STATE, "--slug", "oldebroek", "--dry-run")).out).toMatch(/^tenant oldebroek: \d+ rows/);
      expect((await tenant("move", "--persist-to", STATE, "--slug", "oldebroek", "--to", "DB", "--out", join(OUT, "oldebroek-back.tar.gz"))).code).toBe(0);
      expect(await rowsByTenant(STATE)).toEqual(before);
      expect((await rowsByTenant(STATE, "DB_OWN")).oldebroek).toBeUndefined();
      configsAsBefore();
    },
    LONG * 2,
  );
});

describe("tenant delete", () => {
  it(
    "needs a current export and the typed slug, then leaves no row of the tenant and every other tenant as it was",
    async () => {
      const archive = join(OUT, "oldebroek.tar.gz");
      expect(
        (await tenant("delete", "--persist-to", STATE, "--slug", "oldebroek", "--archive", join(OUT, "demo-1.tar.gz"), "--confirm", "oldebroek")).err,
      ).toMatch(/holds tenant 'demo', not 'oldebroek'/);
      expect((await tenant("export", "--persist-to", STATE, "--slug", "oldebroek", "--out", archive)).code).toBe(0);
      expect(await tenant("delete", "--persist-to", STATE, "--slug", "oldebroek", "--archive", archive, "--confirm", "oldebroke")).toMatchObject({
        code: 2,
        err: expect.stringMatching(/confirmation did not match/),
      });
      const before = await rowsByTenant(STATE);
      expect(before.oldebroek.organizations).toBeGreaterThan(0);
      // Small batches, so the tenant's larger tables take several each.
      const batched = ["delete", "--persist-to", STATE, "--slug", "oldebroek", "--archive", archive, "--confirm", "oldebroek", "--batch-rows", "25"];
      const dry = await tenant(...batched, "--dry-run");
      expect(dry.out).toMatch(/^tenant oldebroek: \d+ rows in \d+ tables \(\d+ batches of at most 25 rows\)/);
      expect(dry.out).toMatch(/dry run: nothing was deleted/);
      expect(await rowsByTenant(STATE)).toEqual(before);
      const { code, err, out } = await tenant(...batched);
      expect(err).toBe("");
      expect(code).toBe(0);
      const batches = out.split("\n").filter((line) => /^ {2}batch \d+ of \d+: /.test(line));
      // As many as the dry run said (one more where the mark added the tenant's content version).
      const planned = Number(/\((\d+) batches/.exec(dry.out)![1]);
      expect(batches.at(-1)).toMatch(new RegExp(`^  batch ${batches.length} of ${batches.length}: tenants$`));
      expect(batches.length - planned).toBeGreaterThanOrEqual(0);
      expect(batches.length - planned).toBeLessThanOrEqual(1);
      // One table took several batches (the bound held), and the count said so beforehand.
      const tables = batches.map((line) => line.split(": ")[1]);
      expect(tables.length).toBeGreaterThan(new Set(tables).size);
      const after = await rowsByTenant(STATE);
      expect(after.oldebroek).toBeUndefined();
      const { oldebroek: _gone, ...others } = before;
      expect(after).toEqual(others);
      expect(readFileSync(WEB, "utf8")).not.toMatch(/hattem\.localhost/);
      expect(readFileSync(WEB, "utf8")).not.toMatch(/^\[env\.oldebroek\]/m);
      expect(existsSync(archive)).toBe(true);
    },
    LONG,
  );
});

describe("tenant delete stopped half-way", () => {
  it(
    "leaves the tenant marked and serving nothing, and the same command run again finishes it",
    async () => {
      const archive = join(OUT, "roermond.tar.gz");
      expect((await tenant("export", "--persist-to", STATE, "--slug", "roermond", "--out", archive)).code).toBe(0);
      const before = await rowsByTenant(STATE);
      const rowsOf = (counts: Record<string, number> = {}) => Object.values(counts).reduce((sum, n) => sum + n, 0);
      // The local database, its fourth batch refused as a dropped connection would be: the mark
      // and two batches of rows went in.
      const context = refusingBatch(STATE, 4, "fetch failed");
      await expect(deleteTenant({ slug: "roermond", archive, confirm: "roermond", "batch-rows": "10" }, context)).rejects.toThrow("fetch failed");
      const half = await rowsByTenant(STATE);
      expect(rowsOf(half.roermond)).toBeLessThan(rowsOf(before.roermond));
      expect(half.roermond.tenants).toBe(1);
      const { roermond: _was, ...others } = before;
      const { roermond: _half, ...othersHalf } = half;
      expect(othersHalf).toEqual(others);
      const db = await openDatabase({ persistTo: STATE });
      try {
        const [mark] = (await db.query("SELECT deleting_since, suspended_at FROM tenants WHERE id = 'roermond'")) as Record<string, string | null>[];
        // Suspended: the api answers 503 for it, its mail and crons wait (docs/operators.md).
        expect(mark.deleting_since).not.toBeNull();
        expect(mark.suspended_at).not.toBeNull();
      } finally {
        await db.close();
      }
      expect(readFileSync(WEB, "utf8")).toMatch(/^"roermond.localhost" = "roermond"$/m);
      expect((await tenant("resume", "--persist-to", STATE, "--slug", "roermond")).err).toMatch(
        /^tenant resume: tenant 'roermond' is being deleted \(since \S+\): run the same tenant delete again/,
      );
      // The archive no longer matches what is left; the mark says why that is expected.
      const again = await tenant("delete", "--persist-to", STATE, "--slug", "roermond", "--archive", archive, "--confirm", "roermond", "--batch-rows", "10");
      expect(again.err).toBe("");
      expect(again.code).toBe(0);
      expect(again.out).toMatch(/^tenant roermond: a delete of it began at \S+ and did not finish; this run finishes it$/m);
      expect(await rowsByTenant(STATE)).toEqual(others);
      expect(readFileSync(WEB, "utf8")).not.toMatch(/roermond\.localhost/);
    },
    LONG,
  );
});

describe("tenant delete of a tenant with files", () => {
  it(
    "takes its files out of R2 with its rows",
    async () => {
      const slug = "metlogo";
      expect((await create(slug, `${slug}.localhost`)).code).toBe(0);
      const db = await openDatabase({ persistTo: STATE });
      const keyOf = async () => ((await db.query(`SELECT key FROM files WHERE tenant_id = '${slug}'`)) as { key: string }[])[0]?.key;
      const key = await keyOf();
      expect(key).toMatch(new RegExp(`^${slug}/logo/[0-9a-f]{64}\\.png$`));
      expect(await db.getFile(key!)).not.toBeNull();
      await db.close();
      const archive = join(OUT, `${slug}.tar.gz`);
      expect((await tenant("export", "--persist-to", STATE, "--slug", slug, "--out", archive)).code).toBe(0);
      expect((await tenant("delete", "--persist-to", STATE, "--slug", slug, "--archive", archive, "--confirm", slug)).code).toBe(0);
      const after = await openDatabase({ persistTo: STATE });
      try {
        expect(await after.getFile(key!)).toBeNull();
        expect(await after.listFiles(`${slug}/`)).toEqual([]);
      } finally {
        await after.close();
      }
      expect((await rowsByTenant(STATE))[slug]).toBeUndefined();
    },
    LONG,
  );
});

describe("tenant suspend and resume", () => {
  it(
    "marks the tenant, and says so when there is nothing to do",
    async () => {
      expect((await tenant("suspend", "--persist-to", STATE, "--slug", "zwolle")).code).toBe(0);
      expect((await tenant("suspend", "--persist-to", STATE, "--slug", "zwolle")).out).toMatch(/already suspended/);
      const db = await openDatabase({ persistTo: STATE });
      try {
        expect(((await db.query("SELECT suspended_at FROM tenants WHERE id = 'zwolle'")) as { suspended_at: string | null }[])[0].suspended_at).not.toBeNull();
      } finally {
        await db.close();
      }
      expect((await tenant("resume", "--persist-to", STATE, "--slug", "zwolle")).code).toBe(0);
      expect((await tenant("resume", "--persist-to", STATE, "--slug", "nobody")).err).toBe(
        "tenant resume: there is no tenant 'nobody' in the local database in " + STATE,
      );
    },
    LONG,
  );
});
