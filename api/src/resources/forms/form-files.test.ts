import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EXE, PDF, PNG, bigPng, pngBomb } from "../../../test/file-fixtures";
import { CENTER } from "../../../test/fixtures";
import { type ActorName, as, seedOrganizations, writeAs } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError, type Doc } from "../../../test/request";
import { deleteExpiredFormSubmissions } from "./retention";
import { field } from "./form-fixtures";

beforeEach(() => seedOrganizations(env.DB));

const call = (method: string, path: string, actor: ActorName, type?: string, attributes?: object) => writeAs(actor, method, path, type, attributes);

const DEFINITION = { steps: [{ title: { nl: "", en: "" } }], fields: [field("name", "short_text", 1, { required: true }), field("cv", "file", 1)] };

async function publishedForm() {
  const created = await expectDocument(
    await call("POST", "/api/v1/forms", "staff", "forms", { title: "Met cv", definition: DEFINITION, volunteer_center_id: String(CENTER.A1) }),
    201,
  );
  await expectDocument(await call("PATCH", `/api/v1/forms/${created.data.id}`, "staff", "forms", { status: "published" }), 200);
  return { id: created.data.id as string, token: created.data.attributes.token as string };
}

const upload = (token: string, bytes: Uint8Array<ArrayBuffer>, fieldKey = "cv") =>
  apiFetch(`/api/v1/public_forms/${token}/files?field=${fieldKey}`, { method: "POST", body: bytes });
const submit = (token: string, answers: object) =>
  call("POST", `/api/v1/public_forms/${token}/submissions`, "anonymous", "form_submissions", { answers, locale: "nl" });
const key = (url: string) => url.replace(/^\/files\//, "");

async function sentWithFile(token: string, bytes = PDF) {
  const file = (await expectDocument(await upload(token, bytes), 201)).data.attributes;
  expect(file.url).toMatch(/^\/files\/tenant-a\/form\/[0-9a-f]{64}\.(pdf|png)$/);
  // The visitor's claims about type and size are replaced by what was stored.
  await expectDocument(await submit(token, { name: "Ada", cv: { name: "cv ada.pdf", url: file.url, content_type: "image/png", size: 1 } }), 201);
  const list = await expectDocument(await apiFetch(`/api/v1/forms/${await formId(token)}/submissions`, await as("staff")), 200);
  return { url: file.url as string, submission: list.data[0] as Doc };
}

const formId = async (token: string) => (await env.DB.prepare("SELECT id FROM forms WHERE token = ?").bind(token).first<{ id: number }>())!.id;

describe("a form's file field", () => {
  it("a visitor uploads a PDF and sends it; only the form's owner reads it back, as a download", async () => {
    const { token } = await publishedForm();
    const { url, submission } = await sentWithFile(token);
    expect(submission.attributes.answers.cv).toEqual({ name: "cv ada.pdf", url, content_type: "application/pdf", size: PDF.byteLength });
    const name = url.split("/").pop();
    const read = await apiFetch(`/api/v1/form_submissions/${submission.id}/files/${name}`, {
      ...(await as("staff")),
      headers: { ...(await as("staff")).headers, Accept: "*/*" },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("application/pdf");
    expect(read.headers.get("content-disposition")).toContain('filename="cv ada.pdf"');
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PDF);
    // Not public: the files path answers 404, and so does another centre's staff.
    expect((await apiFetch(`/api/v1/files/form/${name}`, { headers: { Accept: "*/*" } })).status).toBe(404);
    const other = await as("otherStaff");
    expect((await apiFetch(`/api/v1/form_submissions/${submission.id}/files/${name}`, { ...other, headers: { ...other.headers, Accept: "*/*" } })).status).toBe(
      404,
    );
    expect((await apiFetch(`/api/v1/form_submissions/${submission.id}/files/${name}`, { headers: { Accept: "*/*" } })).status).toBe(401);
  });

  it("refuses by content, by size, for a field that is not a file field, and a file that was never uploaded", async () => {
    const { token } = await publishedForm();
    expect((await expectError(await upload(token, EXE), 422)).code).toBe("file_type");
    expect((await upload(token, bigPng(2 * 1024 * 1024 + 1))).status).toBe(413);
    // An image bomb: 40 kB that decode to 400 megapixels, refused by its header, the limit named.
    const bomb = await expectError(await upload(token, await pngBomb(20_000, 20_000)), 422);
    expect(bomb).toMatchObject({ code: "image_too_large", source: { parameter: "field" } });
    expect(bomb.detail).toContain("at most 10000 × 10000 pixels and 40 megapixels");
    expect((await expectError(await upload(token, PNG, "name"), 422)).source.parameter).toBe("field");
    const forged = await expectDocument(
      await submit(token, { name: "Bea", cv: { name: "x.pdf", url: `/files/tenant-a/form/${"a".repeat(64)}.pdf`, content_type: "application/pdf", size: 10 } }),
      422,
    );
    expect(forged.errors[0].source.pointer).toBe("/data/attributes/answers/cv");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM form_submissions").first("n")).toBe(0);
    // A logo upload cannot pass for a form's file either.
    expect((await apiFetch("/api/v1/uploads?kind=form", { ...(await as("staff")), method: "POST", body: PDF })).status).toBe(400);
  });

  it("leaves R2 when its submission is deleted, and when it expires", async () => {
    const { id, token } = await publishedForm();
    const first = await sentWithFile(token, PDF);
    expect((await call("DELETE", `/api/v1/form_submissions/${first.submission.id}`, "staff")).status).toBe(204);
    expect(await env.FILES.get(key(first.url))).toBeNull();
    const second = await sentWithFile(token, PNG);
    await expectDocument(await call("PATCH", `/api/v1/forms/${id}`, "staff", "forms", { retention_days: 30 }), 200);
    await env.DB.prepare("UPDATE form_submissions SET created_at = '2020-01-01T00:00:00.000Z'").run();
    expect(await deleteExpiredFormSubmissions(env)).toBe(1);
    expect(await env.FILES.get(key(second.url))).toBeNull();
  });
});
