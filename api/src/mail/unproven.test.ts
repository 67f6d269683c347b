import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { fetchWithVars } from "../../test/auth";
import { CENTER, TENANT_B } from "../../test/fixtures";
import { type ActorName, seedOrganizations, sendAs } from "../../test/organization-fixtures";
import { JSON_API, expectDocument } from "../../test/request";
import { SIGN_UPS, admin, signUpAttributes } from "../../test/sign-up-requests";
import { THREE_STEPS } from "../resources/forms/form-fixtures";
import { dbOf, rowOf } from "../../test/tenant-database";

// Issue 45: the platform as a mail cannon. A public form mails a receipt to whatever address was
// typed; here the receipt carries none of the visitor's text, one address gets at most
// UNPROVEN_MAILS_PER_ADDRESS of these a day over the whole platform, and a centre at most
// UNPROVEN_MAILS_PER_CENTER_HOUR an hour, after which its staff are told once.

beforeEach(() => seedOrganizations(env.DB));

const call = (method: string, path: string, actor: ActorName, type: string, attributes: object, id?: string) =>
  sendAs(actor, method, path, { data: { type, ...(id && { id }), attributes } });

async function publishedForm() {
  const created = await expectDocument(
    await call("POST", "/api/v1/forms", "staff", "forms", { title: "Aanmelding", definition: THREE_STEPS, volunteer_center_id: String(CENTER.A1) }),
    201,
  );
  const id = created.data.id as string;
  await expectDocument(await call("PATCH", `/api/v1/forms/${id}`, "staff", "forms", { status: "published" }, id), 200);
  return created.data.attributes.token as string;
}

const LIMITS = { UNPROVEN_MAILS_PER_ADDRESS: "3", UNPROVEN_MAILS_PER_CENTER_HOUR: "4" };

/** A visitor (their own address) posts the form with `email` typed in. */
const submit = (token: string, email: string, visitor: string, name = "Ada") =>
  fetchWithVars(LIMITS, `/api/v1/public_forms/${token}/submissions`, {
    method: "POST",
    headers: { "Content-Type": JSON_API, "CF-Connecting-IP": visitor },
    body: JSON.stringify({ data: { type: "form_submissions", attributes: { answers: { name, email, shift: "evening", agree: true }, locale: "nl" } } }),
  });

const mailsTo = async (to: string, kind = "form_received") =>
  (await env.DB.prepare("SELECT to_address, text_body FROM outbox_messages WHERE kind = ? AND to_address = ?").bind(kind, to).all<{ text_body: string }>())
    .results;

describe("mail to an address a visitor typed", () => {
  it("is a receipt with none of the visitor's text; the centre's own notice keeps the answers", async () => {
    const token = await publishedForm();
    expect((await submit(token, "stranger@example.org", "203.0.113.1", "Koop nu op http://spam.example")).status).toBe(201);
    const [receipt] = await mailsTo("stranger@example.org");
    expect(receipt!.text_body).toContain("Aanmelding");
    expect(receipt!.text_body).not.toContain("spam.example");
    expect(receipt!.text_body).not.toContain("Koop nu");
    const notice = await env.DB.prepare("SELECT text_body FROM outbox_messages WHERE kind = 'form_submission_new'").first<{ text_body: string }>();
    expect(notice!.text_body).toContain("http://spam.example");
  });

  it("reaches one address at most UNPROVEN_MAILS_PER_ADDRESS times a day, from any visitor and any tenant", async () => {
    const token = await publishedForm();
    for (let i = 1; i <= 5; i += 1) expect((await submit(token, "Victim@Example.org", `198.51.100.${i}`)).status).toBe(201);
    expect(await mailsTo("Victim@Example.org")).toHaveLength(3);
    // Every submission is kept and its owner told: only the mail to the stranger is held back.
    expect((await env.DB.prepare("SELECT count(*) AS n FROM form_submissions").first<{ n: number }>())!.n).toBe(5);
    // Another tenant's sign-up with the same address (another case) writes the account, not the mail.
    const signUp = await fetchWithVars(LIMITS, "/api/v1/users", {
      tenant: TENANT_B,
      method: "POST",
      headers: { "Content-Type": JSON_API, "CF-Connecting-IP": "198.51.100.9" },
      body: JSON.stringify({
        data: {
          type: "users",
          attributes: {
            email: "victim@example.org",
            password: "Een-lang-wachtwoord-1",
            password_confirmation: "Een-lang-wachtwoord-1",
            first_name: "Vic",
            last_name: "Tim",
            locale: "nl",
            confirm_success_url: "http://demo.localhost:8787/confirm",
          },
        },
      }),
    });
    expect(signUp.status).toBeLessThan(300);
    // Tenant B lives in a database of its own (test/tenant-database.ts): the count spans both.
    expect((await rowOf<{ n: number }>(TENANT_B, "SELECT count(*) AS n FROM users WHERE email = 'victim@example.org'"))!.n).toBe(1);
    expect(await mailsTo("victim@example.org", "confirmation")).toHaveLength(0);
    expect(await dbOf(TENANT_B).prepare("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'confirmation'").first("n")).toBe(0);
  });

  it("stops at the centre's hourly cap and tells its staff once", async () => {
    const token = await publishedForm();
    for (let i = 1; i <= 7; i += 1) expect((await submit(token, `person${i}@example.org`, `192.0.2.${i}`)).status).toBe(201);
    const receipts = await env.DB.prepare("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'form_received'").first<{ n: number }>();
    expect(receipts!.n).toBe(4);
    const warnings = await env.DB.prepare("SELECT user_id, subject_type, subject_id, params FROM notifications WHERE kind = 'unproven_mail_capped'").all();
    expect(warnings.results.length).toBeGreaterThan(0);
    expect(new Set(warnings.results.map((w) => w.user_id)).size).toBe(warnings.results.length);
    expect(warnings.results[0]).toMatchObject({ subject_type: "VolunteerCenter", subject_id: CENTER.A1, params: JSON.stringify({ cap: "4" }) });
  });
});

describe("an account's sign-up", () => {
  it("confirms, and resets an unconfirmed account, without the name typed beside the address", async () => {
    const post = (path: string, body: object) =>
      fetchWithVars({}, path, {
        method: "POST",
        headers: { "Content-Type": path.startsWith("/auth") ? "application/json" : JSON_API, "CF-Connecting-IP": "203.0.113.60" },
        body: JSON.stringify(body),
      });
    const attributes = { ...admin, email: "typed@example.org", first_name: "Koop nu", confirm_success_url: signUpAttributes.confirm_success_url };
    expect((await post("/api/v1/users", { data: { type: "users", attributes } })).status).toBe(202);
    expect((await post("/auth/password", { email: "typed@example.org" })).status).toBe(200);
    const mails = await env.DB.prepare("SELECT kind, text_body FROM outbox_messages WHERE to_address = 'typed@example.org' ORDER BY id").all<{
      kind: string;
      text_body: string;
    }>();
    expect(mails.results.map((m) => m.kind)).toEqual(["confirmation", "reset_password"]);
    for (const mail of mails.results) expect(mail.text_body).not.toContain("Koop nu");
  });
});

describe("an organization's sign-up", () => {
  /** An organization signed up at centre A1 with `email` as its admin's address. */
  const signUpOrganization = (limits: Record<string, string>, email: string, name: string) =>
    fetchWithVars(limits, SIGN_UPS, {
      method: "POST",
      headers: { "Content-Type": JSON_API, "CF-Connecting-IP": "203.0.113.50" },
      body: JSON.stringify({
        data: { type: "organization_sign_ups", attributes: { ...signUpAttributes, name, admin: { ...admin, email, first_name: "Koop nu" } } },
      }),
    });
  const kept = async (email: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM users u JOIN roles r ON r.user_id = u.id WHERE u.email = ? AND r.name = 'admin'")
      .bind(email)
      .first<{ n: number }>())!.n;

  it("confirms the admin's address without the name typed with it, and not past the address's limit", async () => {
    const limits = { UNPROVEN_MAILS_PER_ADDRESS: "1" };
    expect((await signUpOrganization(limits, "fresh@example.org", "Club Een")).status).toBe(202);
    const [confirmation] = await mailsTo("fresh@example.org", "confirmation");
    expect(confirmation!.text_body).not.toContain("Koop nu");
    // The address already had its one mail of the day (another tenant's sign-up): the organization
    // and its admin are kept, the centre's staff told, only the confirmation is not written.
    const other = await fetchWithVars(limits, "/api/v1/users", {
      tenant: TENANT_B,
      method: "POST",
      headers: { "Content-Type": JSON_API, "CF-Connecting-IP": "198.51.100.9" },
      body: JSON.stringify({
        data: { type: "users", attributes: { ...admin, email: "victim@example.org", confirm_success_url: signUpAttributes.confirm_success_url } },
      }),
    });
    expect(other.status).toBe(202);
    expect((await signUpOrganization(limits, "victim@example.org", "Club Twee")).status).toBe(202);
    expect(await kept("victim@example.org")).toBe(1);
    // The one confirmation is tenant B's, in its own database; none was written here.
    expect(await mailsTo("victim@example.org", "confirmation")).toHaveLength(0);
    const confirmations = dbOf(TENANT_B).prepare("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'confirmation' AND to_address = 'victim@example.org'");
    expect(await confirmations.first("n")).toBe(1);
    const pending = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox_messages WHERE kind = 'organization_pending' AND vars_json LIKE '%Club Twee%'",
    ).first<{ n: number }>();
    expect(pending!.n).toBeGreaterThan(0);
  });

  it("stops at the centre's hourly cap and tells its staff", async () => {
    const limits = { UNPROVEN_MAILS_PER_CENTER_HOUR: "1" };
    for (const [i, name] of ["Club Een", "Club Twee", "Club Drie"].entries())
      expect((await signUpOrganization(limits, `admin${i}@example.org`, name)).status).toBe(202);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'confirmation'").first<{ n: number }>())!.n).toBe(1);
    expect(await kept("admin2@example.org")).toBe(1);
    const warning = await env.DB.prepare("SELECT subject_id FROM notifications WHERE kind = 'unproven_mail_capped'").first<{ subject_id: number }>();
    expect(warning!.subject_id).toBe(CENTER.A1);
  });
});
