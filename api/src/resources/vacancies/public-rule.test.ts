// "Public vacancy" is one rule (contract/vacancies isPublicVacancy) with an SQL twin (publicSql)
// that the lists run. This holds the two to the same answer on every combination of status,
// expiry and the organization's approval, so neither can drift from the other.
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isPublicVacancy, VACANCY_STATUSES } from "@contract/vacancies";
import { createDb } from "../../db/client";
import { publicSql } from "./read-queries";

const TODAY = "2026-06-15";
const EXPIRIES = [null, "2026-06-14", TODAY, "2026-06-16"];
const APPROVALS = [true, false];

const combinations = VACANCY_STATUSES.flatMap((status) => EXPIRIES.flatMap((expiresOn) => APPROVALS.map((approved) => ({ status, expiresOn, approved }))));

describe("the public vacancy rule", () => {
  it(`answers as its SQL twin on all ${combinations.length} combinations of status, expiry and approval`, async () => {
    const db = createDb(env.DB);
    for (const { status, expiresOn, approved } of combinations) {
      // One row with the columns publicSql reads, under the alias it reads them by.
      const rows = await db.all<{ public: number }>(
        sql`SELECT ${publicSql(TODAY)} AS public FROM (SELECT ${status} AS status, ${approved ? 1 : 0} AS organization_approved, ${expiresOn} AS expires_on) AS v`,
      );
      expect({ status, expiresOn, approved, public: rows[0].public === 1 }).toEqual({
        status,
        expiresOn,
        approved,
        public: isPublicVacancy({ status, expiresOn }, approved, TODAY),
      });
    }
  });

  it("is public for a published, unexpired vacancy of an approved organization only", () => {
    const publicOnes = combinations.filter((c) => isPublicVacancy(c, c.approved, TODAY));
    expect(publicOnes).toEqual([
      { status: "published", expiresOn: null, approved: true },
      { status: "published", expiresOn: TODAY, approved: true },
      { status: "published", expiresOn: "2026-06-16", approved: true },
    ]);
  });
});
