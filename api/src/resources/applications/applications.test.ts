import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { fetchWithVars, row } from "../../../test/auth";
import { type ActorName, as, sendAs } from "../../../test/organization-fixtures";
import { type Doc, JSON_API, apiFetch, expectDocument, expectError } from "../../../test/request";
import { dbOf } from "../../../test/tenant-database";
import { TENANT_A, TENANT_B, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";

const APP = {
  VERA_CAFE: 901,
  GUEST_CAFE: 902,
  GUEST_NOORD: 903,
  B_GUEST: 911,
} as const;
const INDEX = "/api/v1/applications";

beforeEach(async () => {
  await seedVacancies(env.DB);
  // Each row in its tenant's database (tenant B's own, test/tenant-database.ts).
  const insert = (id: number, tenant: string, vacancy: number, user: number | null, name: string, email: string, locale: string, status: string) =>
    dbOf(tenant)
      .prepare(
        "INSERT INTO applications (id, tenant_id, vacancy_id, user_id, name, email, locale, motivation, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'Ik help graag.', ?, ?)",
      )
      .bind(id, tenant, vacancy, user, name, email, locale, status, `2024-08-0${id % 10}T10:00:00.000Z`);
  await env.DB.batch([
    insert(APP.VERA_CAFE, TENANT_A, VACANCY.CAFE, 101, "Vera Vos", "vera@example.org", "nl", "new"),
    insert(APP.GUEST_CAFE, TENANT_A, VACANCY.CAFE, null, "Gerrit Gast", "gerrit@example.org", "en", "in_progress"),
    insert(APP.GUEST_NOORD, TENANT_A, VACANCY.NOORD, null, "Gina Gast", "gina@example.org", "nl", "new"),
  ]);
  await insert(APP.B_GUEST, TENANT_B, VACANCY.B_CAFE, null, "Bob Gast", "bob@example.org", "nl", "new").run();
});

const send = (method: string, path: string, actor: ActorName, attributes?: Record<string, unknown>, id?: number) =>
  sendAs(actor, method, path, attributes && { data: { type: "applications", ...(id && { id: String(id) }), attributes } });
const outbox = async () =>
  (await env.DB.prepare("SELECT to_address, locale, kind, subject, text_body, html_body FROM outbox_messages ORDER BY id").all<Doc>()).results;
const count = async () => (await row<{ n: number }>("SELECT count(*) AS n FROM applications"))!.n;

const GUEST = {
  vacancy_id: String(VACANCY.CAFE),
  motivation: "Ik zet graag koffie.",
  name: "Gijs Gast",
  email: "Gijs@Example.org",
  phone: "0612345678",
  locale: "en",
};

describe("POST /api/v1/applications", () => {
  it("takes a guest's application, confirms it to the guest and tells the admins in their language", async () => {
    const response = await send("POST", `${INDEX}?include=vacancy`, "anonymous", GUEST);
    const document = await expectDocument(response, 201);
    expect(response.headers.get("location")).toBe(`https://api.test${INDEX}/${document.data.id}`);
    expect(document.data.attributes).toMatchObject({
      status: "new",
      guest: true,
      name: "Gijs Gast",
      email: "gijs@example.org",
      phone: "0612345678",
      vacancy_id: String(VACANCY.CAFE),
      user_id: null,
    });
    expect(document.included[0]).toMatchObject({
      type: "vacancies",
      id: String(VACANCY.CAFE),
    });
    const mails = await outbox();
    expect(mails.map((m: Doc) => [m.kind, m.to_address, m.locale])).toEqual([
      ["application_received", "gijs@example.org", "en"],
      ["application_new", "anton@example.org", "en"], // Anton, the club's admin, reads English
    ]);
    expect(mails[0].subject).toBe("Your application for Café medewerker has been received");
    expect(mails[1].text_body).toContain("Gijs Gast has applied for the vacancy Café medewerker at Sportclub Alpha.");
    expect(mails[1].text_body).toContain("Ik zet graag koffie.");
  });

  it("takes a signed-in volunteer's application with the account's name and address", async () => {
    const document = await expectDocument(
      await send("POST", INDEX, "volunteer", {
        vacancy_id: String(VACANCY.NOORD),
        motivation: "Graag!",
      }),
      201,
    );
    expect(document.data.attributes).toMatchObject({
      guest: false,
      user_id: "101",
      name: "Vera Vos",
      email: "vera@example.org",
    });
    // Centrale Alpha Noord has no admins: only the volunteer's own confirmation, in Dutch.
    expect((await outbox()).map((m: Doc) => [m.kind, m.to_address, m.locale])).toEqual([["application_received", "vera@example.org", "nl"]]);
  });

  it("escapes a script in the motivation in the admins' HTML mail", async () => {
    await expectDocument(
      await send("POST", INDEX, "anonymous", {
        ...GUEST,
        motivation: "<script>alert(1)</script>",
      }),
      201,
    );
    const mail = (await outbox()).find((m: Doc) => m.kind === "application_new");
    expect(mail.html_body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html_body).not.toContain("<script>");
  });

  it.each<[string, ActorName, Record<string, unknown>, string, string]>([
    ["a draft", "anonymous", { ...GUEST, vacancy_id: String(VACANCY.DRAFT) }, "vacancy_id", "invalid"],
    ["an expired vacancy", "anonymous", { ...GUEST, vacancy_id: String(VACANCY.EXPIRED) }, "vacancy_id", "invalid"],
    ["a closed vacancy", "anonymous", { ...GUEST, vacancy_id: String(VACANCY.CLOSED) }, "vacancy_id", "invalid"],
    ["a pending organization's", "anonymous", { ...GUEST, vacancy_id: String(VACANCY.PENDING_ORG) }, "vacancy_id", "invalid"],
    ["another tenant's", "anonymous", { ...GUEST, vacancy_id: String(VACANCY.B_CAFE) }, "vacancy_id", "invalid"],
    ["a second one", "volunteer", { vacancy_id: String(VACANCY.CAFE), motivation: "Nog eens" }, "vacancy_id", "taken"],
    ["a guest without e-mail", "anonymous", { ...GUEST, email: undefined }, "email", "blank"],
    ["a guest without name", "anonymous", { ...GUEST, name: undefined }, "name", "blank"],
    ["a bad e-mail", "anonymous", { ...GUEST, email: "geen-adres" }, "email", "invalid"],
    ["an empty motivation", "anonymous", { ...GUEST, motivation: "  " }, "motivation", "blank"],
    ["a signed-in user naming another address", "volunteer", { ...GUEST, vacancy_id: String(VACANCY.NOORD), name: undefined }, "email", "invalid"],
    ["an unknown attribute", "anonymous", { ...GUEST, status: "accepted" }, "status", "unknown_attribute"],
  ])("refuses %s with 422, storing and mailing nothing", async (_, actor, attributes, field, code) => {
    const before = await count();
    const error = await expectError(await send("POST", INDEX, actor, attributes), 422);
    expect(error.source).toEqual({ pointer: `/data/attributes/${field}` });
    expect(error.code).toBe(code);
    expect(await count()).toBe(before);
    expect(await outbox()).toEqual([]);
  });

  it("limits guest applications per e-mail address like sign-ups (429, nothing stored or mailed)", async () => {
    const apply = () =>
      fetchWithVars({ RATE_LIMIT_ACCOUNT: "1" }, INDEX, {
        method: "POST",
        headers: { "Content-Type": JSON_API },
        body: JSON.stringify({
          data: { type: "applications", attributes: GUEST },
        }),
      });
    expect((await apply()).status).toBe(201);
    const before = await count();
    const mails = (await outbox()).length;
    const response = await apply();
    await expectError(response, 429);
    expect(response.headers.get("retry-after")).toMatch(/^[0-9]+$/);
    expect(await count()).toBe(before);
    expect(await outbox()).toHaveLength(mails);
  });

  it("lets a volunteer apply again after withdrawing", async () => {
    await expectDocument(
      await send(
        "PATCH",
        `${INDEX}/${APP.VERA_CAFE}`,
        "volunteer",
        {
          status: "withdrawn",
        },
        APP.VERA_CAFE,
      ),
      200,
    );
    await expectDocument(
      await send("POST", INDEX, "volunteer", {
        vacancy_id: String(VACANCY.CAFE),
        motivation: "Toch wel",
      }),
      201,
    );
  });
});

describe("GET /api/v1/applications", () => {
  const list = async (actor: ActorName, query = "") => {
    const document = await expectDocument(await apiFetch(`${INDEX}${query}`, await as(actor)), 200);
    return document.data.map((d: Doc) => Number(d.id));
  };

  it.each<[ActorName, number[]]>([
    ["volunteer", [APP.VERA_CAFE]], // own only
    ["orgAdmin", [APP.GUEST_CAFE, APP.VERA_CAFE]], // the club's
    ["otherOrgAdmin", []],
    ["staff", [APP.GUEST_CAFE, APP.VERA_CAFE]], // centre A1's
    ["otherStaff", [APP.GUEST_NOORD]], // centre A2's
    ["superAdmin", [APP.GUEST_NOORD, APP.GUEST_CAFE, APP.VERA_CAFE]],
    ["otherTenant", [APP.B_GUEST]],
  ])("shows %s what they may see, newest first", async (actor, expected) => {
    expect(await list(actor)).toEqual(expected);
  });

  it("filters and includes the vacancy", async () => {
    expect(await list("superAdmin", "?filter[status_eq]=in_progress")).toEqual([APP.GUEST_CAFE]);
    expect(await list("superAdmin", `?filter[vacancy_id_eq]=${VACANCY.NOORD}`)).toEqual([APP.GUEST_NOORD]);
    expect(await list("superAdmin", "?filter[mine]=true")).toEqual([]);
    expect(await list("superAdmin", "?sort=created_at")).toEqual([APP.VERA_CAFE, APP.GUEST_CAFE, APP.GUEST_NOORD]);
    const document = await expectDocument(await apiFetch(`${INDEX}?include=vacancy&fields[vacancies]=title`, await as("volunteer")), 200);
    expect(document.included).toEqual([
      expect.objectContaining({
        id: String(VACANCY.CAFE),
        attributes: { title: "Café medewerker" },
      }),
    ]);
    // Without a fieldset the included vacancy's description comes rendered, as ever.
    const whole = await expectDocument(await apiFetch(`${INDEX}?include=vacancy`, await as("volunteer")), 200);
    expect(whole.included[0].attributes.description_html).toMatch(/^<p>.+<\/p>$/s);
  });

  it("needs a user, and valid parameters", async () => {
    await expectError(await apiFetch(INDEX), 401);
    const error = await expectError(await apiFetch(`${INDEX}?filter[status_eq]=lost`, await as("volunteer")), 400);
    expect(error.source).toEqual({ parameter: "filter[status_eq]" });
  });
});

describe("GET /api/v1/applications/:id", () => {
  it.each<[ActorName, number, number]>([
    ["anonymous", APP.VERA_CAFE, 401],
    ["volunteer", APP.VERA_CAFE, 200],
    ["volunteer", APP.GUEST_CAFE, 404],
    ["otherOrgAdmin", APP.GUEST_CAFE, 404],
    ["otherStaff", APP.GUEST_CAFE, 404],
    ["otherTenant", APP.GUEST_CAFE, 404],
    ["orgAdmin", APP.GUEST_CAFE, 200],
    ["staff", APP.GUEST_CAFE, 200],
    ["otherStaff", APP.GUEST_NOORD, 200],
  ])("answers %s for application %i with %i", async (actor, id, status) => {
    const response = await apiFetch(`${INDEX}/${id}`, await as(actor));
    if (status === 200) expect((await expectDocument(response, 200)).data.id).toBe(String(id));
    else await expectError(response, status);
  });
});

describe("PATCH /api/v1/applications/:id", () => {
  const patch = (id: number, actor: ActorName, attributes: Record<string, unknown>) => send("PATCH", `${INDEX}/${id}`, actor, attributes, id);
  const stored = (id: number) => row<{ status: string; status_message: string | null }>("SELECT status, status_message FROM applications WHERE id = ?", id);

  it("lets the organization accept with a message mailed to the guest in the guest's language", async () => {
    const document = await expectDocument(
      await patch(APP.GUEST_CAFE, "orgAdmin", {
        status: "accepted",
        message: "Welkom! Zaterdag 9 uur.",
      }),
      200,
    );
    expect(document.data.attributes).toMatchObject({
      status: "accepted",
      status_message: "Welkom! Zaterdag 9 uur.",
    });
    const mails = await outbox();
    expect(mails.map((m: Doc) => [m.kind, m.to_address, m.locale])).toEqual([["application_status", "gerrit@example.org", "en"]]);
    expect(mails[0].subject).toBe("Your application for Café medewerker: accepted");
    expect(mails[0].text_body).toContain("Welkom! Zaterdag 9 uur.");
  });

  it("changes the status without a mail when there is no message", async () => {
    await expectDocument(await patch(APP.VERA_CAFE, "staff", { status: "in_progress" }), 200);
    expect(await stored(APP.VERA_CAFE)).toEqual({
      status: "in_progress",
      status_message: null,
    });
    expect(await outbox()).toEqual([]);
  });

  it("lets the volunteer withdraw, tells the admins, and nothing follows withdrawn", async () => {
    await expectDocument(await patch(APP.VERA_CAFE, "volunteer", { status: "withdrawn" }), 200);
    const mails = await outbox();
    expect(mails.map((m: Doc) => [m.kind, m.to_address, m.locale])).toEqual([["application_withdrawn", "anton@example.org", "en"]]);
    expect(mails[0].text_body).toContain("Vera Vos has withdrawn their application for the vacancy Café medewerker");
    const error = await expectError(await patch(APP.VERA_CAFE, "orgAdmin", { status: "in_progress" }), 422);
    expect(error).toMatchObject({
      code: "transition",
      source: { pointer: "/data/attributes/status" },
    });
    expect(error.detail).toContain("withdrawn is final");
  });

  it.each<[ActorName, number, Record<string, unknown>, number]>([
    ["anonymous", APP.VERA_CAFE, { status: "withdrawn" }, 401],
    ["volunteer", APP.GUEST_CAFE, { status: "withdrawn" }, 404],
    ["otherOrgAdmin", APP.VERA_CAFE, { status: "accepted" }, 404],
    ["otherStaff", APP.VERA_CAFE, { status: "accepted" }, 404],
    ["otherTenant", APP.VERA_CAFE, { status: "accepted" }, 404],
    ["volunteer", APP.VERA_CAFE, { status: "accepted" }, 403], // one's own: only withdraw
    ["volunteer", APP.VERA_CAFE, { status: "withdrawn", message: "Sorry" }, 403],
    ["orgAdmin", APP.GUEST_CAFE, { status: "withdrawn" }, 403], // only the applicant withdraws
    ["orgAdmin", APP.GUEST_CAFE, { status: "new" }, 422],
    ["orgAdmin", APP.GUEST_CAFE, { status: "hired" }, 422],
    ["orgAdmin", APP.GUEST_CAFE, { status: "accepted", motivation: "x" }, 422],
  ])("refuses %s on %i with %j: %i, changing nothing", async (actor, id, attributes, status) => {
    const before = await stored(id);
    await expectError(await patch(id, actor, attributes), status);
    expect(await stored(id)).toEqual(before);
    expect(await outbox()).toEqual([]);
  });

  it("has no DELETE", async () => {
    const response = await send("DELETE", `${INDEX}/${APP.VERA_CAFE}`, "superAdmin");
    await expectError(response, 405);
    expect(response.headers.get("allow")).toBe("GET, PUT, PATCH, HEAD");
  });
});
