// The organization's approval copied onto its vacancies (0009_vacancy_approval_copy.sql): the
// public list and search read the copy, so it must follow every change of the organization.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { fetchWithVars } from "../../../test/auth";
import { sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { CENTER, ORG, TENANT_A, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";

beforeEach(() => seedVacancies(env.DB));

const publicIds = async (query = "") =>
  (await expectDocument(await apiFetch(`/api/v1/vacancies?filter[public]=true${query}`), 200)).data.map((r: Doc) => Number(r.id));

async function setOrganizationStatus(id: number, status: string) {
  await expectDocument(
    await sendAs("staff", "PATCH", `/api/v1/organizations/${id}`, { data: { type: "organizations", id: String(id), attributes: { status } } }),
    200,
  );
}

describe("the organization's approval on its vacancies", () => {
  it("hides the vacancies of an organization that is no longer approved, and shows them again", async () => {
    expect(await publicIds()).toContain(VACANCY.CAFE);
    await setOrganizationStatus(ORG.CLUB, "archived");
    expect(await publicIds()).not.toContain(VACANCY.CAFE);
    expect(await publicIds("&filter[search]=cafe")).not.toContain(VACANCY.CAFE);
    expect(await publicIds("&filter[near]=52.1,5.2&sort=distance")).not.toContain(VACANCY.CAFE);
    // Anonymous without filter[public] sees only public ones as well.
    const anonymous = await expectDocument(await apiFetch("/api/v1/vacancies?filter[search]=cafe"), 200);
    expect(anonymous.data.map((r: Doc) => Number(r.id))).not.toContain(VACANCY.CAFE);
    await setOrganizationStatus(ORG.CLUB, "approved");
    expect(await publicIds()).toContain(VACANCY.CAFE);
    expect(await publicIds("&filter[search]=cafe")).toContain(VACANCY.CAFE);
  });

  it("shows a published vacancy once its organization is approved", async () => {
    expect(await publicIds()).not.toContain(VACANCY.PENDING_ORG);
    await setOrganizationStatus(ORG.SCHOOL, "approved");
    expect(await publicIds()).toContain(VACANCY.PENDING_ORG);
  });

  it("follows a vacancy written around the API: new, or moved to another organization", async () => {
    await env.DB.prepare(
      `INSERT INTO vacancies (id, tenant_id, organization_id, title, status, published_at, organization_approved)
       SELECT 620, tenant_id, ?, 'Nieuw bij de school', 'published', '2030-01-01T00:00:00.000Z', 1
       FROM organizations WHERE id = ?`,
    )
      .bind(ORG.SCHOOL, ORG.SCHOOL)
      .run();
    // The insert said approved; the trigger knows better (the school is pending).
    expect(await publicIds()).not.toContain(620);
    await env.DB.prepare("UPDATE vacancies SET organization_id = ? WHERE id = ?").bind(ORG.SCHOOL, VACANCY.CAFE).run();
    expect(await publicIds()).not.toContain(VACANCY.CAFE);
    await env.DB.prepare("UPDATE vacancies SET organization_id = ? WHERE id = ?").bind(ORG.CLUB, 620).run();
    expect(await publicIds()).toContain(620);
  });
});

describe("X-D1-Rows-Read headers", () => {
  it("count the list's statement, and every statement of the answer in the total", async () => {
    // A tag on the café: include=tags reads it by a statement of its own, outside the list's.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (701, ?, ?, 'Sport')").bind(TENANT_A, CENTER.A1),
      env.DB.prepare("INSERT INTO vacancy_tags (tenant_id, vacancy_id, tag_id) VALUES (?, ?, 701)").bind(TENANT_A, VACANCY.CAFE),
    ]);
    const response = await apiFetch("/api/v1/vacancies?filter[public]=true&include=organization,tags");
    const document = await expectDocument(response, 200);
    expect(document.included.filter((r: Doc) => r.type === "tags")).toHaveLength(1);
    const list = Number(response.headers.get("X-D1-Rows-Read"));
    const total = Number(response.headers.get("X-D1-Rows-Read-Total"));
    // The page's vacancies with their organizations, read by the list's one statement.
    expect(list).toBeGreaterThanOrEqual(2 * document.data.length);
    // The tag's link and its row, read by the tags' statement.
    expect(total).toBeGreaterThanOrEqual(list + 2);
  });

  it("are not sent in production, which runs the plain binding", async () => {
    const response = await fetchWithVars({ ENVIRONMENT: "production" }, "/api/v1/vacancies?filter[public]=true");
    const document = await expectDocument(response, 200);
    expect(document.data.map((r: Doc) => Number(r.id))).toEqual([VACANCY.NOORD, VACANCY.CAFE]);
    expect(response.headers.get("X-D1-Rows-Read")).toBeNull();
    expect(response.headers.get("X-D1-Rows-Read-Total")).toBeNull();
  });
});
