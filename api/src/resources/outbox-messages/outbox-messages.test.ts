import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, TENANT_B, seedAccounts } from "../../../test/account-fixtures";
import { fetchWithVars } from "../../../test/auth";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";

const PATH = "/api/v1/outbox_messages";

const requestReset = (email: string, tenant?: string) =>
  apiFetch("/auth/password", {
    method: "POST",
    tenant,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
    // The reset mail is written after the answer (api/src/after-answer.ts): wait for it.
    settle: true,
  });

beforeEach(async () => {
  await seedAccounts(env.DB);
  await requestReset(EMAIL.VOLUNTEER);
  await requestReset(EMAIL.ADMIN);
  await requestReset(EMAIL.VOLUNTEER, TENANT_B);
});

describe("GET /api/v1/outbox_messages", () => {
  it("lists the tenant's mails newest first, with both bodies", async () => {
    const document = await expectDocument(await apiFetch(PATH), 200);
    expect(document.data.map((m: Doc) => m.attributes.to)).toEqual([EMAIL.ADMIN, EMAIL.VOLUNTEER]);
    expect(document.data[0]).toMatchObject({
      type: "outbox_messages",
      attributes: {
        subject: "Reset your password for Alpha Centrum",
        locale: "en",
        kind: "reset_password",
        text: expect.stringContaining("reset_password_token="),
        html: expect.stringContaining("<a href="),
        created_at: expect.any(String),
      },
    });
    expect(Object.keys(document.data[0].attributes).sort()).toEqual([
      "attempts",
      "created_at",
      "failure_reason",
      "html",
      "kind",
      "locale",
      "sent_at",
      "status",
      "subject",
      "text",
      "to",
    ]);
    expect(document.data[1].attributes.subject).toBe("Nieuw wachtwoord instellen voor Alpha Centrum");
    expect(document.meta).toEqual({ total: 2 });
  });

  it("filters by recipient and kind, and pages", async () => {
    const byTo = await expectDocument(await apiFetch(`${PATH}?filter[to_eq]=Vera@Example.org`), 200);
    expect(byTo.data).toHaveLength(1);
    const byKind = await expectDocument(await apiFetch(`${PATH}?filter[kind_eq]=confirmation`), 200);
    expect(byKind.data).toEqual([]);
    const paged = await expectDocument(await apiFetch(`${PATH}?page[size]=1&page[number]=2`), 200);
    expect(paged.data[0].attributes.to).toBe(EMAIL.VOLUNTEER);
    expect(paged.links.prev).toContain("page%5Bnumber%5D=1");
  });

  it("shows each tenant only its own mails", async () => {
    const b = await expectDocument(await apiFetch(PATH, { tenant: TENANT_B }), 200);
    expect(b.data.map((m: Doc) => m.attributes.locale)).toEqual(["nl"]);
    expect(b.data[0].attributes.subject).toContain("Bravo Centrum");
  });

  it("does not exist with ENVIRONMENT=production", async () => {
    const response = await fetchWithVars({ ENVIRONMENT: "production" }, PATH);
    const error = await expectError(response, 404);
    expect(error.detail).toBe(`No route for ${PATH}.`);
    expect((await fetchWithVars({ ENVIRONMENT: "staging" }, PATH)).status).toBe(200);
  });

  it("is read-only", async () => {
    const response = await apiFetch(PATH, { method: "DELETE" });
    expect(response.status).toBe(405);
  });
});
