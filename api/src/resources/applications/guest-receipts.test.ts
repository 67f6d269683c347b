import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { fetchWithVars } from "../../../test/auth";
import { as } from "../../../test/organization-fixtures";
import { JSON_API } from "../../../test/request";
import { CENTER, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";

// Issue 45: a guest's application mails a receipt to whatever address was typed. It obeys the
// limits of mail to unproven addresses (api/src/mail/unproven.ts) and carries none of the guest's text.

beforeEach(() => seedVacancies(env.DB));

const SPAM = "Koop nu op http://spam.example";

const apply = (limits: Record<string, string>, email: string, visitor: string, headers: Record<string, string> = {}) =>
  fetchWithVars(limits, "/api/v1/applications", {
    method: "POST",
    headers: { "Content-Type": JSON_API, "CF-Connecting-IP": visitor, ...headers },
    body: JSON.stringify({
      data: { type: "applications", attributes: { vacancy_id: String(VACANCY.CAFE), motivation: SPAM, ...(email && { name: SPAM, email }), locale: "nl" } },
    }),
  });

const mails = async (kind: string) =>
  (
    await env.DB.prepare("SELECT to_address, text_body FROM outbox_messages WHERE kind = ? ORDER BY id")
      .bind(kind)
      .all<{ to_address: string; text_body: string }>()
  ).results;
const applications = async () => (await env.DB.prepare("SELECT count(*) AS n FROM applications").first<{ n: number }>())!.n;

describe("a guest's application receipt", () => {
  it("carries none of the guest's text and reaches one address at most UNPROVEN_MAILS_PER_ADDRESS times", async () => {
    const limits = { UNPROVEN_MAILS_PER_ADDRESS: "3" };
    for (let i = 1; i <= 5; i += 1) expect((await apply(limits, "victim@example.org", `198.51.100.${i}`)).status).toBe(201);
    const receipts = await mails("application_received");
    expect(receipts).toHaveLength(3);
    for (const receipt of receipts) {
      expect(receipt.text_body).toContain("Café");
      expect(receipt.text_body).not.toContain("spam.example");
      expect(receipt.text_body).not.toContain("Koop nu");
    }
    // Every application is kept and its organization's admins are told, with the guest's text.
    expect(await applications()).toBe(5);
    const notices = await mails("application_new");
    expect(notices).toHaveLength(5);
    expect(notices[0]!.text_body).toContain("spam.example");
  });

  it("stops at the centre's hourly cap and tells its staff", async () => {
    const limits = { UNPROVEN_MAILS_PER_CENTER_HOUR: "2" };
    for (let i = 1; i <= 4; i += 1) expect((await apply(limits, `guest${i}@example.org`, `192.0.2.${i}`)).status).toBe(201);
    expect(await mails("application_received")).toHaveLength(2);
    const warning = await env.DB.prepare("SELECT subject_id FROM notifications WHERE kind = 'unproven_mail_capped'").first<{ subject_id: number }>();
    expect(warning!.subject_id).toBe(CENTER.A1);
  });

  it("does not count a signed-in applicant's receipt, which goes to their own confirmed address", async () => {
    const limits = { UNPROVEN_MAILS_PER_ADDRESS: "1" };
    const volunteer = await as("volunteer");
    expect((await apply(limits, "", "198.51.100.20", volunteer.headers)).status).toBe(201);
    expect((await apply(limits, "vera@example.org", "198.51.100.21")).status).toBe(201);
    expect((await mails("application_received")).map((m) => m.to_address)).toEqual(["vera@example.org", "vera@example.org"]);
  });
});
