import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { fetchWithVars } from "../../test/auth";
import { CENTER, TENANT_B } from "../../test/fixtures";
import { type ActorName, as, seedOrganizations } from "../../test/organization-fixtures";
import { JSON_API, apiFetch, expectDocument } from "../../test/request";
import { THREE_STEPS } from "../resources/forms/form-fixtures";

// Issue 45: the platform as a mail cannon. A public form mails a receipt to whatever address was
// typed; here the receipt carries none of the visitor's text, one address gets at most
// UNPROVEN_MAILS_PER_ADDRESS of these a day over the whole platform, and a centre at most
// UNPROVEN_MAILS_PER_CENTER_HOUR an hour, after which its staff are told once.

beforeEach(() => seedOrganizations(env.DB));

async function call(method: string, path: string, actor: ActorName, type: string, attributes: object, id?: string) {
  const options = await as(actor);
  return apiFetch(path, {
    ...options,
    method,
    headers: { ...options.headers, "Content-Type": JSON_API },
    body: JSON.stringify({ data: { type, ...(id && { id }), attributes } }),
  });
}

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
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'victim@example.org'").first<{ n: number }>())!.n).toBe(1);
    expect(await mailsTo("victim@example.org", "confirmation")).toHaveLength(0);
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
