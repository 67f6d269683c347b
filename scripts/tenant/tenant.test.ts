// The operators' command line against a real local D1 and R2 (Miniflare's, as `npm start` uses):
// the round trip of export and import, delete leaving every other tenant as it was, and bad input
// answered with one line, a non-zero exit and nothing written. docs/operators.md.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../db.mjs";
import { main } from "../tenant.mjs";
import { pack, unpack, verifiedContents } from "./archive.mjs";
import { openDatabase } from "./database.mjs";
import { run as importTenant } from "./verbs/import.mjs";
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
    const counts: Record<string, Record<string, number>> = {};
    const tables = (await db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")) as {
      name: string;
    }[];
    for (const { name } of tables) {
      const columns = ((await db.query(`SELECT name FROM pragma_table_info('${name}')`)) as { name: string }[]).map((c) => c.name);
      const scope = name === "tenants" ? "id" : columns.includes("tenant_id") ? "tenant_id" : null;
      if (!scope) continue;
      for (const row of (await db.query(`SELECT ${scope} AS tenant, count(*) AS n FROM "${name}" GROUP BY 1`)) as { tenant: string; n: number }[])
        (counts[row.tenant] ??= {})[name] = row.n;
    }
    return counts;
  } finally {
    await db.close();
  }
}

const configsUnchanged = () => {
  expect(readFileSync(WEB, "utf8")).toBe(readFileSync("wrangler.toml", "utf8"));
  expect(readFileSync(API, "utf8")).toBe(readFileSync("api/wrangler.toml", "utf8"));
};

beforeAll(async () => {
  mkdirSync(".wrangler", { recursive: true });
  copyFileSync("wrangler.toml", WEB);
  copyFileSync("api/wrangler.toml", API);
  // A PNG header is all the command reads of a logo (its type); the bytes travel as they are.
  writeFileSync(LOGO, Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("a logo for the tenant tests")]));
  // Migrated once, copied, then one copy gets the demo tenants (a migration run costs seconds).
  // With the second database of api/wrangler.toml, for `tenant move` (as `npm run migrate` does).
  await prepareDatabase(EMPTY, { fresh: true, seed: false, databases: ["DB", "DB_OWN"] });
  cpSync(EMPTY, STATE, { recursive: true });
  await prepareDatabase(STATE, { demoOnly: true });
  // 30 minutes: at a load average of 35–44 on the shared machine the migrations alone went past 10.
}, 1_800_000);

afterAll(() => {
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
      const list = JSON.parse(out) as { tenant: string; hosts: string[]; users: number; web: string }[];
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
      let batches = 0;
      const failing = async () => {
        const db = await openDatabase({ persistTo: EMPTY });
        return {
          ...db,
          batch: async (statements: string[]) => {
            if (++batches === 3) throw new Error("the connection dropped");
            return db.batch(statements);
          },
        };
      };
      const context = { openDatabase: failing, log: () => {}, dryRun: false, where: {} };
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
      const { code, err } = await tenant("delete", "--persist-to", STATE, "--slug", "oldebroek", "--archive", archive, "--confirm", "oldebroek");
      expect(err).toBe("");
      expect(code).toBe(0);
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
