import { env } from "cloudflare:test";
import { LIBRARY_QUOTA_BYTES } from "@contract/uploads";
import { beforeEach, describe, expect, it } from "vitest";
import { OTHER_PNG, PDF, PNG } from "../../../test/file-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";
import { type ActorName, as, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { TENANT_A } from "../../../test/fixtures";

beforeEach(() => seedOrganizations(env.DB));

async function upload(actor: ActorName, bytes: Uint8Array<ArrayBuffer>) {
  const options = await as(actor);
  const document = await expectDocument(
    await apiFetch("/api/v1/uploads?kind=content", {
      ...options,
      method: "POST",
      headers: { ...options.headers, "Content-Type": "application/octet-stream" },
      body: bytes,
    }),
    201,
  );
  return document.data.attributes.url as string;
}

const add = (actor: ActorName, url: string, name = "Folder.pdf") =>
  sendAs(actor, "POST", "/api/v1/library_files", { data: { type: "library_files", attributes: { url, name } } });

const list = async (actor: ActorName) => apiFetch("/api/v1/library_files", await as(actor));
const remove = async (actor: ActorName, id: string) => apiFetch(`/api/v1/library_files/${id}`, { ...(await as(actor)), method: "DELETE" });
const objectKey = (url: string) => url.replace(/^\/files\//, "");

describe("the centre's file library", () => {
  it("lists an uploaded PDF and image with name, type, size and address, and what the quota leaves", async () => {
    const pdf = await upload("staff", PDF);
    const png = await upload("staff", PNG);
    await expectDocument(await add("staff", pdf, "Jaarverslag.pdf"), 201);
    await expectDocument(await add("staff", png, "Logo.png"), 201);
    const document = await expectDocument(await list("staff"), 200);
    expect(document.data.map((f: { attributes: { name: string } }) => f.attributes.name).sort()).toEqual(["Jaarverslag.pdf", "Logo.png"]);
    const file = document.data.find((f: { attributes: { name: string } }) => f.attributes.name === "Jaarverslag.pdf");
    expect(file.attributes).toMatchObject({ url: pdf, content_type: "application/pdf", byte_size: PDF.byteLength });
    expect(document.meta).toMatchObject({ total: 2, quota_bytes: LIBRARY_QUOTA_BYTES, used_bytes: PDF.byteLength + PNG.byteLength });
  });

  it("refuses a file past the centre's quota (422 quota_exceeded on url) and stores nothing", async () => {
    const png = await upload("staff", PNG);
    await env.DB.prepare("UPDATE files SET byte_size = ? WHERE key = ?").bind(LIBRARY_QUOTA_BYTES, objectKey(png)).run();
    await expectDocument(await add("staff", png), 201);
    const other = await upload("staff", OTHER_PNG);
    const error = await expectError(await add("staff", other), 422);
    expect(error).toMatchObject({ code: "quota_exceeded", source: { pointer: "/data/attributes/url" } });
    expect((await expectDocument(await list("staff"), 200)).data).toHaveLength(1);
  });

  it("refuses a URL that is not a content upload of the tenant", async () => {
    const logo = await apiFetch("/api/v1/uploads?kind=logo", { ...(await as("staff")), method: "POST", body: PNG });
    const url = (await expectDocument(logo, 201)).data.attributes.url;
    for (const bad of [url, "/files/tenant-b/content/" + "a".repeat(64) + ".png", "https://example.org/x.png"])
      expect((await expectError(await add("staff", bad), 422)).source.pointer).toBe("/data/attributes/url");
  });

  it("deletes a file from the library and from R2", async () => {
    const pdf = await upload("staff", PDF);
    const id = (await expectDocument(await add("staff", pdf), 201)).data.id;
    expect((await remove("staff", id)).status).toBe(204);
    expect(await env.FILES.get(objectKey(pdf))).toBeNull();
    expect((await expectDocument(await list("staff"), 200)).data).toEqual([]);
  });

  it("keeps a file a page shows: 409 file_in_use, still in R2", async () => {
    const png = await upload("staff", PNG);
    const id = (await expectDocument(await add("staff", png), 201)).data.id;
    const page = await sendAs("staff", "POST", "/api/v1/pages", {
      data: { type: "pages", attributes: { title: "Met plaatje", body: `Kijk:\n\n![Ons logo](${png})` } },
    });
    const created = await expectDocument(page, 201);
    expect(created.data.attributes.body_html).toContain(`<img src="${png}" alt="Ons logo"`);
    expect((await expectError(await remove("staff", id), 409)).code).toBe("file_in_use");
    expect(await env.FILES.get(objectKey(png))).not.toBeNull();
  });

  it("is the centre's staff's and super admins': others get 401/403, another centre's staff 403", async () => {
    expect((await list("anonymous")).status).toBe(401);
    for (const actor of ["volunteer", "orgAdmin", "otherStaff"] as const) expect((await list(actor)).status).toBe(403);
    expect((await list("superAdmin")).status).toBe(200);
  });

  it("answers another tenant's library file like a missing one", async () => {
    const pdf = await upload("staff", PDF);
    const id = (await expectDocument(await add("staff", pdf), 201)).data.id;
    const options = await as("otherTenant");
    expect((await apiFetch(`/api/v1/library_files/${id}`, { ...options, method: "DELETE" })).status).toBe(404);
    const row = await env.DB.prepare("SELECT tenant_id FROM library_files WHERE id = ?").bind(Number(id)).first();
    expect(row).toEqual({ tenant_id: TENANT_A });
  });
});
