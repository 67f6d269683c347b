import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG } from "../../../test/account-fixtures";
import { row } from "../../../test/auth";
import { type ActorName, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { expectDocument, expectError } from "../../../test/request";

// Issue 49: a proposal may include the organization's donation page (docs/organization-edit-proposals.md).
beforeEach(() => seedOrganizations(env.DB));

const PATH = "/api/v1/organization_edit_proposals";
const propose = (actor: ActorName, changes: unknown) =>
  sendAs(actor, "POST", PATH, { data: { type: "organization_edit_proposals", attributes: { organization_id: String(ORG.CLUB), changes } } });

const donationUrl = async () =>
  (await row<{ donation_url: string | null }>("SELECT donation_url FROM organization_profiles WHERE organization_id = ?", ORG.CLUB))?.donation_url ?? null;

describe("proposing the donation page", () => {
  it("takes a donation page (with its scheme added), and an accepted one becomes the organization's", async () => {
    const { data } = await expectDocument(await propose("volunteer", { donation_url: "geef.example.org/club" }), 201);
    expect(data.attributes.changes).toEqual([expect.objectContaining({ field: "donation_url", current: "", proposed: "https://geef.example.org/club" })]);
    expect(await donationUrl()).toBeNull();
    const decided = await sendAs("orgAdmin", "PUT", `${PATH}/${data.id}`, {
      data: { type: "organization_edit_proposals", id: data.id, attributes: { decisions: { donation_url: "accepted" } } },
    });
    expect((await expectDocument(decided, 200)).data.attributes.status).toBe("accepted");
    expect(await donationUrl()).toBe("https://geef.example.org/club");
  });

  it("refuses a donation page that is not a web address, on its field", async () => {
    expect((await expectError(await propose("volunteer", { donation_url: "javascript:alert(1)" }), 422)).source.pointer).toBe(
      "/data/attributes/changes/donation_url",
    );
  });
});
