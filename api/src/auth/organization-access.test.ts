// "Who may see an organization" is one rule (organization-access.ts seeingGrounds) read twice:
// canSee for one row, visibleSql in the lists' statements. This holds the two to the same answer
// on every combination of the organization's status, centre and id with the caller's powers, so
// neither can drift from the other.
import { env } from "cloudflare:test";
import { ORGANIZATION_STATUSES } from "@contract/organizations";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import type { Actor } from "./actor";
import { canSee, visibleSql } from "./organization-access";

const actor = (powers: Partial<Actor>): Actor => ({ user: null, superAdmin: false, staffCenterIds: [], adminOrgIds: [], memberOrgIds: [], ...powers });

const ACTORS: Record<string, Actor> = {
  anonymous: actor({}),
  "super admin": actor({ superAdmin: true }),
  "staff of centre 1": actor({ staffCenterIds: [1] }),
  "staff of centres 1 and 2": actor({ staffCenterIds: [1, 2] }),
  "member of organization 7": actor({ memberOrgIds: [7] }),
  "admin of organization 7": actor({ adminOrgIds: [7], memberOrgIds: [7] }),
  "staff of centre 2, member of 8": actor({ staffCenterIds: [2], memberOrgIds: [8] }),
};
const CENTRES = [null, 1, 2];
const IDS = [7, 8];

const rows = ORGANIZATION_STATUSES.flatMap((status) => CENTRES.flatMap((volunteerCenterId) => IDS.map((id) => ({ id, status, volunteerCenterId }))));

describe("who may see an organization", () => {
  it(`answers as its SQL twin for ${Object.keys(ACTORS).length} callers on all ${rows.length} organizations`, async () => {
    const db = createDb(env.DB);
    for (const [who, caller] of Object.entries(ACTORS))
      for (const row of rows) {
        const condition = visibleSql(caller, { id: sql`v.id`, status: sql`v.status`, centre: sql`v.centre` }) ?? sql`1`;
        const [seen] = await db.all<{ seen: number }>(
          sql`SELECT CASE WHEN ${condition} THEN 1 ELSE 0 END AS seen FROM (SELECT ${row.id} AS id, ${row.status} AS status, ${row.volunteerCenterId} AS centre) AS v`,
        );
        expect({ who, ...row, seen: seen.seen === 1 }).toEqual({ who, ...row, seen: canSee(caller, row) });
      }
  });

  it("shows an unapproved organization only to super admins, its centre's staff and its own people", () => {
    const pending = { id: 7, status: "pending" as const, volunteerCenterId: 1 };
    const seeing = Object.entries(ACTORS)
      .filter(([, caller]) => canSee(caller, pending))
      .map(([who]) => who);
    expect(seeing).toEqual(["super admin", "staff of centre 1", "staff of centres 1 and 2", "member of organization 7", "admin of organization 7"]);
    expect(Object.values(ACTORS).every((caller) => canSee(caller, { ...pending, status: "approved" }))).toBe(true);
  });
});
