import { TEMPLATE_KINDS } from "@contract/notification-templates";
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../index";
import { createDb } from "../../db/client";
import { MAIL_QUEUE_NAME } from "../../mail/delivery";
import { outboxInsert } from "../../mail/outbox";
import type { TenantId } from "../../tenancy";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { jobMessage, received } from "../../../test/mail-fixtures";
import { type ActorName, seedOrganizations, writeAs } from "../../../test/organization-fixtures";
import { expectDocument, expectError, type Doc } from "../../../test/request";

beforeEach(async () => {
  await seedOrganizations(env.DB);
  await env.DB.prepare("DELETE FROM notification_templates").run();
});

const TEMPLATES = "/api/v1/notification_templates";
const A1 = `${TEMPLATES}/${CENTER.A1}.confirmation`;
const PLATFORM = `${TEMPLATES}/platform.confirmation`;

const call = (method: string, path: string, actor: ActorName, attributes?: object, type = "notification_templates") =>
  writeAs(actor, method, path, type, attributes);

const EDITED = "Hallo {{name}}!\n\nWelkom bij de club van {{site}}.\n\n[Klik hier]({{link}})";

describe("notification templates", { timeout: 30_000 }, () => {
  it("lists every mail the platform sends with its variables, the code's text as default", async () => {
    const list = await expectDocument(await call("GET", `${TEMPLATES}?filter[volunteer_center_id_eq]=${CENTER.A1}`, "staff"), 200);
    expect(list.data).toHaveLength(TEMPLATE_KINDS.length);
    const kinds = list.data.map((t: Doc) => t.attributes.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(["confirmation", "message_new", "activity_reminder", "form_received", "digest", "organization_claim_new", "help_request_matched"]),
    );
    const confirmation = list.data.find((t: Doc) => t.attributes.kind === "confirmation");
    expect(confirmation.id).toBe(`${CENTER.A1}.confirmation`);
    expect(confirmation.attributes).toMatchObject({ scope: "center", customized: false, subject_nl: "Bevestig je e-mailadres voor {{site}}" });
    expect(confirmation.attributes.variables).toContainEqual({ name: "link", required: true });
    // Without a filter: the request's centre.
    const current = await expectDocument(await call("GET", TEMPLATES, "staff"), 200);
    expect(current.data[0].attributes.scope).toBe("center");
  });

  it("lets a centre's staff override a template and reset it; the tenant's default shows through", async () => {
    const saved = await expectDocument(await call("PATCH", A1, "staff", { subject_nl: "Welkom bij {{site}}", body_nl: EDITED }), 200);
    expect(saved.data.attributes).toMatchObject({
      customized: true,
      subject_nl: "Welkom bij {{site}}",
      subject_en: "Confirm your e-mail address for {{site}}",
    });
    expect(saved.data.attributes.body_nl.content[0]).toEqual({ type: "paragraph", content: [{ type: "text", text: "Hallo {{name}}!" }] });
    // Another centre still has the default.
    const a2 = await expectDocument(await call("GET", `${TEMPLATES}/${CENTER.A2}.confirmation`, "otherStaff"), 200);
    expect(a2.data.attributes.customized).toBe(false);

    // A super admin changes the tenant's default: a centre without its own text falls back to it.
    await expectDocument(await call("PATCH", PLATFORM, "superAdmin", { subject_nl: "Platform: bevestig ({{site}})" }), 200);
    expect((await expectDocument(await call("GET", `${TEMPLATES}/${CENTER.A2}.confirmation`, "otherStaff"), 200)).data.attributes.subject_nl).toBe(
      "Platform: bevestig ({{site}})",
    );

    const reset = await call("DELETE", A1, "staff");
    expect(reset.status).toBe(204);
    const after = await expectDocument(await call("GET", A1, "staff"), 200);
    expect(after.data.attributes).toMatchObject({ customized: false, subject_nl: "Platform: bevestig ({{site}})" });
    expect((await call("DELETE", PLATFORM, "superAdmin")).status).toBe(204);
    expect((await expectDocument(await call("GET", A1, "staff"), 200)).data.attributes.subject_nl).toBe("Bevestig je e-mailadres voor {{site}}");
  });

  it("refuses an unknown variable, a missing required one and a list inside a sentence, each at its field", async () => {
    const unknown = await call("PATCH", A1, "staff", { subject_en: "Hi {{voornaam}}", body_nl: "Beste {{naam}}\n\n[Ga]({{link}})" });
    expect(unknown.status).toBe(422);
    const errors = (await unknown.json()) as { errors: { detail: string; source: { pointer: string } }[] };
    expect(errors.errors.map((e) => e.source.pointer).sort()).toEqual(["/data/attributes/body_nl", "/data/attributes/subject_en"]);
    expect(errors.errors.find((e) => e.source.pointer.endsWith("body_nl"))!.detail).toMatch(/\{\{naam\}\} is not a variable/);

    const missing = await expectError(await call("PATCH", A1, "staff", { body_nl: "Welkom, je bent er bijna." }), 422);
    expect(missing.source.pointer).toBe("/data/attributes/body_nl");
    expect(missing.detail).toMatch(/\{\{link\}\} is required/);

    const inline = await expectError(
      await call("PATCH", `${TEMPLATES}/${CENTER.A1}.digest`, "staff", { body_en: "New: {{vacancies}}\n\n{{unsubscribe}}" }),
      422,
    );
    expect(inline.detail).toMatch(/list/);

    const blank = await expectError(await call("PATCH", A1, "staff", { subject_nl: "  " }), 422);
    expect(blank.source.pointer).toBe("/data/attributes/subject_nl");
    // Nothing was saved by any of them.
    expect((await expectDocument(await call("GET", A1, "staff"), 200)).data.attributes.customized).toBe(false);
  });

  it("keeps the body to the rich-text allowlist", async () => {
    const script = { type: "doc", content: [{ type: "script", content: [] }] };
    const refused = await expectError(await call("PATCH", A1, "staff", { body_nl: script }), 422);
    expect(refused.source.pointer).toMatch(/^\/data\/attributes\/body_nl/);
    const link = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "[Bevestig]({{link}})", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] },
      ],
    };
    await expectError(await call("PATCH", A1, "staff", { body_nl: link }), 422);
  });

  it("is kept by the centre's staff and the super admins only", async () => {
    expect((await call("GET", A1, "anonymous")).status).toBe(401);
    expect((await call("GET", A1, "volunteer")).status).toBe(403);
    expect((await call("PATCH", A1, "otherStaff", { subject_nl: "x {{site}}" })).status).toBe(403);
    expect((await call("PATCH", PLATFORM, "staff", { subject_nl: "x {{site}}" })).status).toBe(403);
    expect((await call("GET", `${TEMPLATES}?filter[scope_eq]=platform`, "staff")).status).toBe(403);
    expect((await call("GET", A1, "superAdmin")).status).toBe(200);
    expect((await call("GET", `${TEMPLATES}/999.confirmation`, "superAdmin")).status).toBe(404);
    expect((await call("GET", `${TEMPLATES}/${CENTER.A1}.nonsense`, "staff")).status).toBe(404);
    expect((await call("GET", `${TEMPLATES}/${CENTER.B1}.confirmation`, "staff")).status).toBe(404);
  });

  it("previews a text with sample data, and refuses what a save would refuse", async () => {
    const preview = await expectDocument(
      await call(
        "POST",
        "/api/v1/notification_template_previews",
        "staff",
        { kind: "confirmation", locale: "nl", subject: "Hoi {{name}}", body: EDITED, volunteer_center_id: String(CENTER.A1) },
        "notification_template_previews",
      ),
      200,
    );
    expect(preview.data.attributes.subject).toBe("Hoi Sam");
    expect(preview.data.attributes.text).toMatch(/^Hallo Sam!\n\nWelkom bij de club van /);
    // Another tenant's centre is an unknown id of the document; the defaults are the super admins'.
    const elsewhere = { kind: "confirmation", locale: "nl", subject: "Hoi", body: EDITED, volunteer_center_id: String(CENTER.B1) };
    const unknown = await expectError(await call("POST", "/api/v1/notification_template_previews", "staff", elsewhere, "notification_template_previews"), 422);
    expect(unknown.source.pointer).toBe("/data/attributes/volunteer_center_id");
    const platform = { kind: "confirmation", locale: "nl", subject: "Hoi", body: EDITED };
    expect((await call("POST", "/api/v1/notification_template_previews", "staff", platform, "notification_template_previews")).status).toBe(403);
    expect(preview.data.attributes.html).toMatch(/<a href="[^"]+\/voorbeeld"[^>]*>Klik hier<\/a>/);
    const bad = await expectError(
      await call(
        "POST",
        "/api/v1/notification_template_previews",
        "staff",
        { kind: "confirmation", locale: "nl", subject: "Hoi", body: "{{wie}}\n\n[Ga]({{link}})", volunteer_center_id: String(CENTER.A1) },
        "notification_template_previews",
      ),
      422,
    );
    expect(bad.source.pointer).toBe("/data/attributes/body");
    expect(
      (
        await call(
          "POST",
          "/api/v1/notification_template_previews",
          "volunteer",
          { kind: "confirmation", locale: "nl", subject: "Hoi", body: EDITED },
          "notification_template_previews",
        )
      ).status,
    ).toBe(403);
  });

  it("previews the stored template of a kind in both languages in one call", async () => {
    const PREVIEWS = "/api/v1/notification_template_previews";
    await expectDocument(await call("PATCH", A1, "staff", { subject_nl: "Welkom bij {{site}}", body_nl: EDITED }), 200);
    const stored = await expectDocument(await call("GET", `${PREVIEWS}?filter[kind_eq]=confirmation`, "staff"), 200);
    expect(stored.meta.total).toBe(2);
    const [nl, en] = stored.data;
    expect(nl.id).toBe(`${CENTER.A1}.confirmation.nl`);
    // The centre's own Dutch text, the code's English one, both with sample data.
    expect(nl.attributes).toMatchObject({ kind: "confirmation", locale: "nl" });
    expect(nl.attributes.subject).toMatch(/^Welkom bij /);
    expect(nl.attributes.text).toMatch(/^Hallo Sam!\n\nWelkom bij de club van /);
    expect(en.attributes.locale).toBe("en");
    expect(en.attributes.subject).toMatch(/^Confirm your e-mail address for /);
    // Another centre's falls back to the default; the defaults are the super admins'.
    const a2 = await expectDocument(
      await call("GET", `${PREVIEWS}?filter[kind_eq]=confirmation&filter[volunteer_center_id_eq]=${CENTER.A2}`, "otherStaff"),
      200,
    );
    expect(a2.data[0].attributes.subject).toMatch(/^Bevestig je e-mailadres voor /);
    expect((await call("GET", `${PREVIEWS}?filter[kind_eq]=confirmation&filter[scope_eq]=platform`, "superAdmin")).status).toBe(200);
    expect((await call("GET", `${PREVIEWS}?filter[kind_eq]=confirmation&filter[scope_eq]=platform`, "staff")).status).toBe(403);
    expect((await call("GET", `${PREVIEWS}?filter[kind_eq]=confirmation&filter[volunteer_center_id_eq]=${CENTER.A2}`, "staff")).status).toBe(403);
    expect((await call("GET", `${PREVIEWS}?filter[kind_eq]=confirmation&filter[volunteer_center_id_eq]=${CENTER.B1}`, "staff")).status).toBe(404);
    // Access before the query's 400s: a volunteer learns nothing about the parameters.
    expect((await call("GET", `${PREVIEWS}?filter[kind_eq]=nonsense`, "volunteer")).status).toBe(403);
    expect((await call("GET", `${PREVIEWS}?filter[kind_eq]=confirmation`, "anonymous")).status).toBe(401);
    expect((await expectError(await call("GET", PREVIEWS, "staff"), 400)).source.parameter).toBe("filter[kind_eq]");
    expect((await expectError(await call("GET", `${PREVIEWS}?filter[kind_eq]=nonsense`, "staff"), 400)).source.parameter).toBe("filter[kind_eq]");
    expect((await expectError(await call("GET", `${PREVIEWS}?filter[kind_eq]=confirmation&sort=id`, "staff"), 400)).source.parameter).toBe("sort");
  });

  it("sends a centre's mail with its own text as multipart text and HTML; other centres get the default", async () => {
    await expectDocument(await call("PATCH", A1, "staff", { body_nl: `${EDITED}\n\n<b>niet vet</b>` }), 200);
    const db = createDb(env.DB);
    const mail = (to: string, centerId: number) =>
      outboxInsert(db, TENANT_A as TenantId, {
        kind: "confirmation",
        locale: "nl",
        to,
        userId: null,
        vars: { siteName: "Centrum", centerId, name: "Ada", link: "https://demo.example/confirm?confirmation_token=t1" },
      }).get();
    const stamp = Date.now();
    const edited = await mail(`a1-${stamp}@example.org`, CENTER.A1);
    const plain = await mail(`a2-${stamp}@example.org`, CENTER.A2);
    const batch = createMessageBatch(MAIL_QUEUE_NAME, [jobMessage(edited!.id), jobMessage(plain!.id)]);
    const ctx = createExecutionContext();
    const smtp = { MAIL_ADAPTER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(env.TEST_SMTP_PORT), SMTP_SECURITY: "none" };
    await worker.queue(batch, { ...env, ...smtp }, ctx);
    await getQueueResult(batch, ctx);

    const [a1] = await received(env.TEST_SMTP_RECEIVED, `a1-${stamp}@example.org`);
    expect(a1!.text).toMatch(
      /^Hallo Ada!\n\nWelkom bij de club van Centrum\.\n\nKlik hier:\nhttps:\/\/demo\.example\/confirm\?confirmation_token=t1\n\n<b>niet vet<\/b>/,
    );
    expect(a1!.html).toContain('href="https://demo.example/confirm?confirmation_token=t1"');
    expect(a1!.html).toContain("&lt;b&gt;niet vet&lt;/b&gt;");
    const [a2] = await received(env.TEST_SMTP_RECEIVED, `a2-${stamp}@example.org`);
    expect(a2!.subject).toBe("Bevestig je e-mailadres voor Centrum");
    expect(a2!.text).toMatch(/^Beste Ada,/);
    // The row is the record of what was sent.
    const row = await env.DB.prepare("SELECT text_body FROM outbox_messages WHERE id = ?").bind(edited!.id).first<{ text_body: string }>();
    expect(row!.text_body).toMatch(/^Hallo Ada!/);
  });
});
