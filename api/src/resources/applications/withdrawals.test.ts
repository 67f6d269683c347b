import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { row } from "../../../test/auth";
import { type Doc, apiFetch, expectDocument, expectError, postDocument } from "../../../test/request";
import { TENANT_A, TENANT_B, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { dbOf } from "../../../test/tenant-database";

// A guest's withdraw link (docs/applications.md): mailed on applying, works once, per tenant.
const INDEX = "/api/v1/applications";
const WITHDRAWALS = `${INDEX}/withdrawals`;

beforeEach(() => seedVacancies(env.DB));

const post = (path: string, type: string, attributes: object, tenant = TENANT_A) => postDocument(path, type, attributes, { tenant });

/** The tenant's outbox, in the database the api writes it to (test/tenant-database.ts). */
const mails = async (tenant = TENANT_A) =>
  (await dbOf(tenant).prepare("SELECT to_address, kind, text_body, html_body FROM outbox_messages ORDER BY id").all<Doc>()).results;

/** Applies as a guest and returns the application id and the token from the mailed link. */
async function applyAsGuest(attrs: object = {}, tenant = TENANT_A) {
  const vacancy = tenant === TENANT_A ? VACANCY.CAFE : VACANCY.B_CAFE;
  const document = await expectDocument(
    await post(
      INDEX,
      "applications",
      {
        vacancy_id: String(vacancy),
        motivation: "Ik help graag.",
        name: "Gijs Gast",
        email: "gijs@example.org",
        ...attrs,
      },
      tenant,
    ),
    201,
  );
  const received = (await mails(tenant)).find((m: Doc) => m.kind === "application_received");
  const link = /https?:\/\/\S+\/applications\/withdraw\?token=[\w-]+/.exec(received.text_body)?.[0];
  expect(link, received.text_body).toBeDefined();
  return {
    id: document.data.id as string,
    link: link!,
    token: new URL(link!).searchParams.get("token")!,
  };
}

describe("guest withdraw links", () => {
  it("mails the guest a link to the web's withdraw page and stores only the token's hash", async () => {
    const { id, link, token } = await applyAsGuest();
    expect(link).toMatch(/^http:\/\/localhost:8787\/applications\/withdraw\?token=/);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await row<{ token_hash: string; expires_at: string }>(
      "SELECT token_hash, expires_at FROM application_withdraw_tokens WHERE application_id = ?",
      Number(id),
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);
    const days = (Date.parse(stored!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
    const html = (await mails())[0].html_body;
    expect(html).toContain(">Reactie intrekken</a>");
  });

  it("takes the path of an allowed withdraw_url onto the configured site, and refuses another host", async () => {
    const { link } = await applyAsGuest({
      withdraw_url: "http://demo.localhost:8803/applications/withdraw",
    });
    expect(link).toMatch(/^http:\/\/localhost:8787\/applications\/withdraw\?token=/);
    const error = await expectError(
      await post(INDEX, "applications", {
        vacancy_id: String(VACANCY.CAFE),
        motivation: "x",
        name: "E",
        email: "e@example.org",
        withdraw_url: "https://evil.example/steal",
      }),
      422,
    );
    expect(error.source.pointer).toBe("/data/attributes/withdraw_url");
  });

  it("shows what the link withdraws without changing it", async () => {
    const { id, token } = await applyAsGuest();
    const document = await expectDocument(await apiFetch(`${WITHDRAWALS}/${token}?include=vacancy`), 200);
    expect(document.data.id).toBe(id);
    expect(document.data.attributes.status).toBe("new");
    expect(document.included[0].attributes.title).toBe("Café medewerker");
  });

  it("withdraws with a valid token, tells the admins, and the token works only once", async () => {
    const { id, token } = await applyAsGuest();
    const document = await expectDocument(await post(WITHDRAWALS, "application_withdrawals", { token }), 200);
    expect(document.data.id).toBe(id);
    expect(document.data.attributes.status).toBe("withdrawn");
    expect((await mails()).map((m: Doc) => m.kind)).toContain("application_withdrawn");
    await expectError(await post(WITHDRAWALS, "application_withdrawals", { token }), 404);
    await expectError(await apiFetch(`${WITHDRAWALS}/${token}`), 404);
  });

  it("answers 404 alike for an unknown, an expired and another tenant's token", async () => {
    const unknown = await expectError(await post(WITHDRAWALS, "application_withdrawals", { token: "nope" }), 404);
    const { token: other } = await applyAsGuest({}, TENANT_B);
    const foreign = await expectError(await post(WITHDRAWALS, "application_withdrawals", { token: other }), 404);
    expect(foreign.detail).toBe(unknown.detail);
    // Still good in its own tenant.
    await expectDocument(await apiFetch(`${WITHDRAWALS}/${other}`, { tenant: TENANT_B }), 200);

    const { id, token } = await applyAsGuest();
    await env.DB.prepare("UPDATE application_withdraw_tokens SET expires_at = '2020-01-01T00:00:00.000Z' WHERE application_id = ?").bind(Number(id)).run();
    const expired = await expectError(await post(WITHDRAWALS, "application_withdrawals", { token }), 404);
    expect(expired.detail).toBe(unknown.detail);
    expect((await row<{ status: string }>("SELECT status FROM applications WHERE id = ?", Number(id)))!.status).toBe("new");
  });

  it("refuses a declined application's withdrawal as a transition (422)", async () => {
    const { id, token } = await applyAsGuest();
    await env.DB.prepare("UPDATE applications SET status = 'declined' WHERE id = ?").bind(Number(id)).run();
    const error = await expectError(await post(WITHDRAWALS, "application_withdrawals", { token }), 422);
    expect(error.code).toBe("transition");
  });

  it("refuses a missing token (422) and a signed-out GET of the list stays 401", async () => {
    const error = await expectError(await post(WITHDRAWALS, "application_withdrawals", {}), 422);
    expect(error.source.pointer).toBe("/data/attributes/token");
    await expectError(await apiFetch(INDEX), 401);
  });
});
