import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CENTER } from "../../../test/fixtures";
import { ACTORS, type ActorName, as, seedOrganizations, writeAs } from "../../../test/organization-fixtures";
import { fetchWithVars } from "../../../test/auth";
import { apiFetch, expectDocument, expectError, JSON_API, type Doc } from "../../../test/request";
import { deleteExpiredFormSubmissions } from "./retention";
import { THREE_STEPS, field } from "./form-fixtures";

beforeEach(() => seedOrganizations(env.DB));

const call = (method: string, path: string, actor: ActorName, type?: string, attributes?: object) => writeAs(actor, method, path, type, attributes);

/** A published three-step form of centre A1, made by staff; its id and token. */
async function publishedForm() {
  const created = await expectDocument(
    await call("POST", "/api/v1/forms", "staff", "forms", { title: "Aanmelding", definition: THREE_STEPS, volunteer_center_id: String(CENTER.A1) }),
    201,
  );
  const id = created.data.id as string;
  await expectDocument(await call("PATCH", `/api/v1/forms/${id}`, "staff", "forms", { status: "published" }), 200);
  return { id, token: created.data.attributes.token as string };
}

const submit = (token: string, answers: object) =>
  call("POST", `/api/v1/public_forms/${token}/submissions`, "anonymous", "form_submissions", { answers, locale: "en" });
const good = { name: "Ada", email: "ada@example.org", shift: "evening", agree: true };
const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("forms", () => {
  it("a new form is a draft with a 32-hex token, owned by its maker; a draft is no public page", async () => {
    const document = await expectDocument(await call("POST", "/api/v1/forms", "staff", "forms", { title: "Intake" }), 201);
    expect(document.data.attributes).toMatchObject({ title: "Intake", status: "draft", kind: "custom", version: 1, retention_days: 365, submissions_count: 0 });
    expect(document.data.attributes.token).toMatch(/^[0-9a-f]{32}$/);
    await expectError(await apiFetch(`/api/v1/public_forms/${document.data.attributes.token}`), 404);
  });

  it("refuses a definition that breaks the contract (a choice without options, a field past the last step)", async () => {
    const broken = { steps: [{ title: { nl: "", en: "" } }], fields: [field("pick", "single_choice", 2)] };
    const response = await call("POST", "/api/v1/forms", "staff", "forms", { title: "X", definition: broken });
    const errors = (await expectDocument(response, 422)).errors as Doc[];
    expect(errors.map((e) => e.source.pointer)).toEqual(["/data/attributes/definition/fields/0/options", "/data/attributes/definition/fields/0/step"]);
  });

  it("lists only the forms of the staff's own centres, contact forms included", async () => {
    await publishedForm();
    const mine = await expectDocument(await apiFetch("/api/v1/forms", await as("staff")), 200);
    expect(mine.data.map((f: Doc) => [f.attributes.kind, f.attributes.volunteer_center_id])).toEqual([
      ["contact", String(CENTER.A1)],
      ["custom", String(CENTER.A1)],
    ]);
    const other = await expectDocument(await apiFetch("/api/v1/forms", await as("otherStaff")), 200);
    expect(other.data.map((f: Doc) => f.attributes.volunteer_center_id)).toEqual([String(CENTER.A2)]);
  });
});

describe("a visitor's submission", () => {
  it("is stored with the current version, mails the visitor and the owner, and counts", async () => {
    const { id, token } = await publishedForm();
    const page = await expectDocument(await apiFetch(`/api/v1/public_forms/${token}`), 200);
    expect(page.data).toMatchObject({ type: "public_forms", id: token, attributes: { title: "Aanmelding", status: "published", version: 1 } });
    expect(Object.keys(page.data.attributes)).not.toContain("owner_id");
    await expectDocument(await submit(token, good), 201);
    const list = await expectDocument(await apiFetch(`/api/v1/forms/${id}/submissions`, await as("staff")), 200);
    expect(list.data[0].attributes).toMatchObject({
      version: 1,
      locale: "en",
      answers: { name: "Ada", email: "ada@example.org", shift: "evening", agree: true },
    });
    const mails = await env.DB.prepare("SELECT kind, to_address, locale FROM outbox_messages ORDER BY id").all();
    expect(mails.results).toEqual([
      { kind: "form_received", to_address: "ada@example.org", locale: "en" },
      { kind: "form_submission_new", to_address: "stella@example.org", locale: "nl" },
    ]);
    const told = await env.DB.prepare("SELECT user_id, kind, path, params FROM notifications WHERE kind = 'form_submitted'").all();
    expect(told.results).toContainEqual({
      user_id: ACTORS.staff.id,
      kind: "form_submitted",
      path: `/form_builder/${id}/submissions/${list.data[0].id}`,
      params: JSON.stringify({ form: "Aanmelding" }),
    });
  });

  it("gets a 422 per wrong answer, an unknown field's too, and nothing is stored or mailed", async () => {
    const { token } = await publishedForm();
    const errors = (await expectDocument(await submit(token, { ...good, email: "nope", admin: "yes" }), 422)).errors as Doc[];
    expect(errors.map((e) => [e.source.pointer, e.code])).toEqual([
      ["/data/attributes/answers/admin", "unknown_field"],
      ["/data/attributes/answers/email", "invalid_email"],
    ]);
    expect(await count("form_submissions")).toBe(0);
    expect(await count("outbox_messages")).toBe(0);
  });

  it("refuses oversized answers, a closed form (410) and a wrong token (404)", async () => {
    const { id, token } = await publishedForm();
    await expectError(await submit(token, { ...good, name: "x".repeat(70_000) }), 422);
    await expectError(await submit("0".repeat(32), good), 404);
    await expectError(await submit("not-a-token", good), 404);
    await expectDocument(await call("PATCH", `/api/v1/forms/${id}`, "staff", "forms", { status: "closed" }), 200);
    const closed = await expectDocument(await apiFetch(`/api/v1/public_forms/${token}`), 200);
    expect(closed.data.attributes.status).toBe("closed");
    await expectError(await submit(token, good), 410);
    expect(await count("form_submissions")).toBe(0);
  });
});

describe("spam", () => {
  it("limits submissions per form and address (429), storing none past the limit; another address goes on", async () => {
    const { token } = await publishedForm();
    // Small limits through vars: two per form and address, five per address.
    const limits = { RATE_LIMIT_ACCOUNT: "2", RATE_LIMIT_ADDRESS: "5", RATE_LIMIT_WINDOW_SECONDS: "900" };
    const post = (address: string) =>
      fetchWithVars(limits, `/api/v1/public_forms/${token}/submissions`, {
        method: "POST",
        headers: { "Content-Type": JSON_API, "CF-Connecting-IP": address },
        body: JSON.stringify({ data: { type: "form_submissions", attributes: { answers: good, locale: "en" } } }),
      });
    expect((await post("198.51.100.7")).status).toBe(201);
    expect((await post("198.51.100.7")).status).toBe(201);
    const limited = await post("198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post("198.51.100.8")).status).toBe(201);
    expect(await count("form_submissions")).toBe(3);
  });
});

describe("versions", () => {
  it("a change after a submission is a new version; the old submission keeps its definition", async () => {
    const { id, token } = await publishedForm();
    await expectDocument(await submit(token, good), 201);
    const changed = {
      ...THREE_STEPS,
      fields: THREE_STEPS.fields.map((f) => (f.key === "name" ? { ...f, label: { nl: "Volledige naam", en: "Full name" } } : f)),
    };
    const form = await expectDocument(await call("PATCH", `/api/v1/forms/${id}`, "staff", "forms", { definition: changed }), 200);
    expect(form.data.attributes.version).toBe(2);
    expect(form.data.attributes.definition.fields[0].label.nl).toBe("Volledige naam");
    const list = await expectDocument(await apiFetch(`/api/v1/forms/${id}/submissions`, await as("staff")), 200);
    const old = await expectDocument(await apiFetch(`/api/v1/form_submissions/${list.data[0].id}`, await as("staff")), 200);
    expect(old.data.attributes.version).toBe(1);
    expect(old.data.attributes.definition.fields[0].label.nl).toBe("name");
    // Its form as it is now comes beside it: the submission's page asks nothing else.
    expect(old.meta.form).toEqual({ id: String(id), title: form.data.attributes.title });
    // Without answers to version 2 yet, another change rewrites it rather than adding a third.
    const again = await expectDocument(await call("PATCH", `/api/v1/forms/${id}`, "staff", "forms", { definition: THREE_STEPS }), 200);
    expect(again.data.attributes.version).toBe(2);
  });

  it("lists each submission with its version's definition, or without it when the fieldset leaves it out", async () => {
    const { id, token } = await publishedForm();
    await expectDocument(await submit(token, good), 201);
    const whole = await expectDocument(await apiFetch(`/api/v1/forms/${id}/submissions`, await as("staff")), 200);
    expect(whole.data[0].attributes.version).toBe(1);
    expect(whole.data[0].attributes.definition.fields.map((f: { key: string }) => f.key)).toEqual(THREE_STEPS.fields.map((f) => f.key));
    const trimmed = await expectDocument(await apiFetch(`/api/v1/forms/${id}/submissions?fields[form_submissions]=answers,created_at`, await as("staff")), 200);
    expect(Object.keys(trimmed.data[0].attributes).sort()).toEqual(["answers", "created_at"]);
    expect(trimmed.data[0].attributes.answers).toEqual(whole.data[0].attributes.answers);
    expect(trimmed.meta.total).toBe(1);
  });
});

describe("retention and deletion", () => {
  it("the daily cron deletes submissions older than their form's retention period", async () => {
    const { id, token } = await publishedForm();
    await expectDocument(await call("PATCH", `/api/v1/forms/${id}`, "staff", "forms", { retention_days: 30 }), 200);
    await expectDocument(await submit(token, good), 201);
    await expectDocument(await submit(token, { ...good, name: "Bea" }), 201);
    await env.DB.prepare(`UPDATE form_submissions SET created_at = '2020-01-01T00:00:00.000Z' WHERE answers LIKE '%"name":"Ada"%'`).run();
    expect(await deleteExpiredFormSubmissions(env)).toBe(1);
    const left = await env.DB.prepare("SELECT answers FROM form_submissions").all<{ answers: string }>();
    expect(left.results.map((r) => JSON.parse(r.answers).name)).toEqual(["Bea"]);
  });

  it("staff delete one submission; a centre's contact form cannot be deleted", async () => {
    const { id, token } = await publishedForm();
    await expectDocument(await submit(token, good), 201);
    const list = await expectDocument(await apiFetch(`/api/v1/forms/${id}/submissions`, await as("staff")), 200);
    expect((await call("DELETE", `/api/v1/form_submissions/${list.data[0].id}`, "staff")).status).toBe(204);
    expect(await count("form_submissions")).toBe(0);
    const forms = await expectDocument(await apiFetch("/api/v1/forms?filter[kind_eq]=contact", await as("staff")), 200);
    await expectError(await call("DELETE", `/api/v1/forms/${forms.data[0].id}`, "staff"), 422);
  });
});

describe("the contact form", () => {
  it("every centre has one, published, reachable as public_forms/contact at that centre", async () => {
    const document = await expectDocument(await apiFetch("/api/v1/public_forms/contact", { headers: { "Volunteer-Center-Id": String(CENTER.A2) } }), 200);
    expect(document.data.attributes.status).toBe("published");
    expect(document.data.attributes.definition.fields.map((f: Doc) => f.key)).toEqual(["name", "email", "message"]);
    const centres = await env.DB.prepare("SELECT count(*) AS n FROM volunteer_centers").first<{ n: number }>();
    const contact = await env.DB.prepare("SELECT count(*) AS n FROM forms WHERE kind = 'contact'").first<{ n: number }>();
    expect(contact!.n).toBe(centres!.n);
  });
});
