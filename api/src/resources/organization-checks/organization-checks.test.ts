import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, ORG } from "../../../test/account-fixtures";
import { row } from "../../../test/auth";
import { type ActorName, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { expectDocument, expectError } from "../../../test/request";
import { forEveryDatabase } from "../../db/tenant-databases";
import type { ApiEnv } from "../../env";
import { sendYearlyChecks } from "./yearly";

// docs/organization-checks.md: the yearly "are your details still correct?" mail, its link, and
// the staff's list of entries not checked for a year.
beforeEach(() => seedOrganizations(env.DB));

const IN_TWO_YEARS = new Date(Date.now() + 2 * 365 * 86_400_000);

const confirm = (token: string, actor: ActorName = "anonymous") =>
  sendAs(actor, "POST", "/api/v1/organization_checks", { data: { type: "organization_checks", attributes: { token } } });

/** The token in the last check mail to the club's admin. */
async function mailedToken(): Promise<string> {
  const mail = await row<{ text_body: string }>(
    "SELECT text_body FROM outbox_messages WHERE to_address = ? AND kind = 'organization_check' ORDER BY id DESC",
    EMAIL.ADMIN,
  );
  const token = /still-correct\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? "")?.[1];
  expect(mail?.text_body ?? "").toContain("/organizations/still-correct?token=");
  expect(token).toBeDefined();
  return token!;
}

describe("the yearly check mail", () => {
  it("is not sent to an entry created or checked within a year", async () => {
    expect(await sendYearlyChecks(env)).toBe(0);
    expect(await row("SELECT 1 FROM outbox_messages WHERE kind = 'organization_check'")).toBeNull();
  });

  it("is sent once a year to the admins, and its link marks the entry checked without signing in", async () => {
    expect(await sendYearlyChecks(env, IN_TWO_YEARS)).toBeGreaterThan(0);
    const token = await mailedToken();
    // A second run the same day sends nothing more.
    const before = await row<{ n: number }>("SELECT COUNT(*) AS n FROM outbox_messages WHERE kind = 'organization_check'");
    await sendYearlyChecks(env, IN_TWO_YEARS);
    expect(await row("SELECT COUNT(*) AS n FROM outbox_messages WHERE kind = 'organization_check'")).toEqual(before);

    const shown = await expectDocument(await sendAs("anonymous", "GET", `/api/v1/organization_checks/${ORG.CLUB}`), 200);
    expect(shown.data.attributes.checked_at).toBeNull();
    const { data } = await expectDocument(await confirm(token), 200);
    expect(data.attributes).toMatchObject({ organization_id: String(ORG.CLUB), organization_name: "Sportclub Alpha", stale: false });
    expect(Date.now() - Date.parse(data.attributes.checked_at)).toBeLessThan(60_000);
    const after = await expectDocument(await sendAs("anonymous", "GET", `/api/v1/organization_checks/${ORG.CLUB}`), 200);
    expect(after.data.attributes.checked_at).toBe(data.attributes.checked_at);
  });

  it("raises the content version of the tenants it wrote checks for, so their cached pages are rendered anew", async () => {
    const version = async (actor: ActorName) =>
      (await expectDocument(await sendAs(actor, "GET", "/api/v1/content_version"), 200)).data.attributes.version as number;
    const [mine, other] = [await version("anonymous"), await version("otherTenant")];
    // As the cron runs it: once per database (tenant B lives in its own, test/tenant-database.ts).
    const cron = (now?: Date) => forEveryDatabase(env as unknown as ApiEnv, (one) => sendYearlyChecks(one, now));
    await cron();
    expect(await version("anonymous")).toBe(mine);
    await cron(IN_TWO_YEARS);
    expect(await version("anonymous")).toBe(mine + 1);
    expect(await version("otherTenant")).toBe(other + 1);
  });

  it("refuses an unknown token, and one of another tenant", async () => {
    await sendYearlyChecks(env, IN_TWO_YEARS);
    const token = await mailedToken();
    expect((await expectError(await confirm("x".repeat(40)), 422)).source.pointer).toBe("/data/attributes/token");
    expect((await confirm(token, "otherTenant")).status).toBe(422);
    expect(await row("SELECT checked_at FROM organization_checks WHERE organization_id = ? AND checked_at IS NOT NULL", ORG.CLUB)).toBeNull();
  });
});

describe("the staff's list of stale entries", () => {
  it("lists their centre's entries not checked for over a year, and not a checked one", async () => {
    await env.DB.prepare("UPDATE organizations SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(ORG.CLUB).run();
    const stale = await expectDocument(await sendAs("staff", "GET", "/api/v1/organization_checks"), 200);
    expect(stale.data.map((d: { id: string }) => d.id)).toContain(String(ORG.CLUB));
    expect(stale.data[0].attributes.stale).toBe(true);
    const volunteer = await expectDocument(await sendAs("volunteer", "GET", "/api/v1/organization_checks"), 200);
    expect(volunteer.data).toEqual([]);
    await env.DB.prepare("INSERT INTO organization_checks (organization_id, tenant_id, checked_at) SELECT id, tenant_id, ? FROM organizations WHERE id = ?")
      .bind(new Date().toISOString(), ORG.CLUB)
      .run();
    const after = await expectDocument(await sendAs("staff", "GET", "/api/v1/organization_checks"), 200);
    expect(after.data.map((d: { id: string }) => d.id)).not.toContain(String(ORG.CLUB));
  });
});

describe("an admin's saved edit", () => {
  const save = (actor: ActorName) =>
    sendAs(actor, "PATCH", `/api/v1/organizations/${ORG.CLUB}`, {
      data: { type: "organizations", id: String(ORG.CLUB), attributes: { profile: { phone: "010 123 45 67" } } },
    });
  const checkedAt = async () =>
    (await expectDocument(await sendAs("anonymous", "GET", `/api/v1/organization_checks/${ORG.CLUB}`), 200)).data.attributes.checked_at as string | null;

  it("counts as the yearly check: 'last checked' moves to now and the entry is no longer stale", async () => {
    await env.DB.prepare("UPDATE organizations SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(ORG.CLUB).run();
    await env.DB.prepare(
      "INSERT INTO organization_checks (organization_id, tenant_id, checked_at) SELECT id, tenant_id, '2021-01-01T00:00:00.000Z' FROM organizations WHERE id = ?",
    )
      .bind(ORG.CLUB)
      .run();
    await expectDocument(await save("orgAdmin"), 200);
    const checked = await checkedAt();
    expect(Date.now() - Date.parse(checked ?? "")).toBeLessThan(60_000);
    const stale = await expectDocument(await sendAs("staff", "GET", "/api/v1/organization_checks"), 200);
    expect(stale.data.map((d: { id: string }) => d.id)).not.toContain(String(ORG.CLUB));
  });

  it("does not count when staff save it, nor when the save is refused", async () => {
    await expectDocument(await save("staff"), 200);
    expect(await checkedAt()).toBeNull();
    expect((await save("volunteer")).status).toBe(403);
    expect(await checkedAt()).toBeNull();
  });
});

describe("the checks of a page of organizations", () => {
  const list = (query: string, actor: ActorName = "anonymous") => sendAs(actor, "GET", `/api/v1/organization_checks?filter[organization_id_in]=${query}`);

  it("answers anyone with the checks of the organizations they may see, stale ones marked", async () => {
    await env.DB.prepare("UPDATE organizations SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(ORG.CLUB).run();
    const { data } = await expectDocument(await list(`${ORG.CLUB},${ORG.SCHOOL},${ORG.B_CLUB},999999`), 200);
    // The pending school is not public; the other tenant's club and an unknown id are left out.
    expect(data.map((d: { id: string; attributes: { stale: boolean } }) => [d.id, d.attributes.stale])).toEqual([[String(ORG.CLUB), true]]);
    const staff = await expectDocument(await list(`${ORG.CLUB},${ORG.SCHOOL}`, "staff"), 200);
    expect(staff.data.map((d: { id: string }) => d.id)).toEqual([String(ORG.CLUB), String(ORG.SCHOOL)]);
  });

  it("refuses a filter that is no list of ids", async () => {
    for (const bad of ["abc", "1,,2", "0", Array.from({ length: 101 }, (_, i) => i + 1).join(",")])
      expect((await expectError(await list(bad), 400)).source.parameter).toBe("filter[organization_id_in]");
  });
});
