import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { OTHER_PNG, PNG } from "../../../test/file-fixtures";
import { CENTER, SHADES, TENANT_A } from "../../../test/fixtures";
import { type ActorName, as, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const path = (id: number) => `/api/v1/volunteer_centers/${id}/profile`;

const patch = (actor: ActorName, id: number, attributes: object) =>
  sendAs(actor, "PATCH", path(id), { data: { type: "volunteer_center_profiles", id: String(id), attributes } });

async function uploadLogo(bytes: Uint8Array<ArrayBuffer>, kind = "logo") {
  const options = await as("staff");
  const response = await apiFetch(`/api/v1/uploads?kind=${kind}`, { ...options, method: "POST", body: bytes });
  return (await expectDocument(response, 201)).data.attributes.url as string;
}

const profileOf = (document: { included: { attributes: Record<string, unknown> }[] }) => document.included[0].attributes;

describe("PATCH /api/v1/volunteer_centers/:id/profile", () => {
  it("lets the centre's staff set colours, shape, analytics id, footer and contact person", async () => {
    const document = await expectDocument(
      await patch("staff", CENTER.A1, {
        primary_color: "#1D4ED8",
        primary_color_shades: null,
        secondary_color: "rose",
        shape: "curved",
        gtag_id: "G-ABC123XYZ",
        footer_phone: "+31 (0)6 1234-5678",
        footer_email: "Info@Example.org",
        social_links: [{ network: "instagram", url: "https://instagram.com/centre" }],
        footer_links: [{ label: "Privacy", url: "/privacy" }],
        contact_name: "Stella",
      }),
      200,
    );
    expect(document.data.id).toBe(String(CENTER.A1));
    expect(profileOf(document)).toMatchObject({
      primary_color: "#1D4ED8",
      primary_color_shades: null,
      secondary_color: "rose",
      // Not sent, so kept.
      tertiary_color: "yellow",
      shape: "curved",
      gtag_id: "G-ABC123XYZ",
      footer_email: "info@example.org",
      social_links: [{ network: "instagram", url: "https://instagram.com/centre" }],
      footer_links: [{ label: "Privacy", url: "/privacy" }],
      contact_name: "Stella",
    });
    const current = await expectDocument(await apiFetch("/api/v1/volunteer_centers/current?include=profile"), 200);
    expect(profileOf(current).primary_color).toBe("#1D4ED8");
  });

  it("keeps a complete custom shade set and refuses one without 950", async () => {
    const ok = await expectDocument(await patch("superAdmin", CENTER.A1, { primary_color_shades: SHADES }), 200);
    expect(profileOf(ok).primary_color_shades).toEqual(SHADES);
    const { "950": _gone, ...incomplete } = SHADES;
    const error = await expectError(await patch("superAdmin", CENTER.A1, { primary_color_shades: incomplete }), 422);
    expect(error.code).toBe("incomplete_shades");
    expect(error.source).toEqual({ pointer: "/data/attributes/primary_color_shades" });
    expect(error.detail).toMatch(/950/);
  });

  it.each([
    ["CSS in a colour", { primary_color: "red;}body{display:none" }],
    ["an unknown preset", { secondary_color: "chartreuse" }],
    ["a muted colour that is not a muted preset", { muted_color: "#000000" }],
    ["an unknown shape", { shape: "blob" }],
    ["a script link", { footer_links: [{ label: "x", url: "javascript:alert(1)" }] }],
    ["an unknown attribute", { name: "Renamed" }],
    ["a logo URL that is no upload", { website_logo_url: "https://evil.example/logo.png" }],
  ])("refuses %s (422)", async (_name, attributes) => {
    await expectError(await patch("staff", CENTER.A1, attributes), 422);
  });

  it("takes an uploaded logo, and removes the replaced one from R2", async () => {
    const first = await uploadLogo(PNG);
    const second = await uploadLogo(OTHER_PNG);
    await expectDocument(await patch("staff", CENTER.A1, { website_logo_url: first }), 200);
    const document = await expectDocument(await patch("staff", CENTER.A1, { website_logo_url: second }), 200);
    expect(profileOf(document).website_logo_url).toBe(second);
    expect(await env.FILES.head(first.replace("/files/", ""))).toBeNull();
    expect(await env.FILES.head(second.replace("/files/", ""))).not.toBeNull();
    // Cleared: gone too.
    await expectDocument(await patch("staff", CENTER.A1, { website_logo_url: null }), 200);
    expect(await env.FILES.head(second.replace("/files/", ""))).toBeNull();
  });

  it("refuses a file of the wrong kind or of another tenant", async () => {
    const logo = await uploadLogo(PNG);
    const error = await expectError(await patch("staff", CENTER.A1, { favicon_url: logo }), 422);
    expect(error.source).toEqual({ pointer: "/data/attributes/favicon_url" });
    const foreign = logo.replace(`/files/${TENANT_A}/`, "/files/tenant-b/");
    await expectError(await patch("staff", CENTER.A1, { website_logo_url: foreign }), 422);
  });

  it("makes a profile for a centre without one", async () => {
    const document = await expectDocument(await patch("superAdmin", CENTER.A3, { primary_color: "teal" }), 200);
    expect(profileOf(document).primary_color).toBe("teal");
  });

  it("is for the centre's staff and super admins", async () => {
    await expectError(await patch("anonymous", CENTER.A1, { shape: "full" }), 401);
    await expectError(await patch("volunteer", CENTER.A1, { shape: "full" }), 403);
    await expectError(await patch("otherStaff", CENTER.A1, { shape: "full" }), 403);
    await expectError(await patch("staff", CENTER.B1, { shape: "full" }), 404);
  });
});
