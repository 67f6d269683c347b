import { describe, expect, it } from "vitest";
import { fakeApi } from "./api/client.fixture";
import type { CurrentUser, Role } from "./api/users";
import { vacancyOrganizations } from "./vacancy-form";

// The organizations a new vacancy can be for (docs/vacancies.md): staff choose among the approved
// ones of their centres, super admins among all, read once while the content version holds.

const ORGANIZATIONS = [
  { type: "organizations", id: "3", attributes: { name: "Basisschool", volunteer_center_id: "11" } },
  { type: "organizations", id: "4", attributes: { name: "Buurthuis", volunteer_center_id: "12" } },
  { type: "organizations", id: "5", attributes: { name: "Zorgcentrum", volunteer_center_id: "11" } },
];

function tenant(name: string) {
  const fake = fakeApi(name, "11", (_method, path) => ({
    body: path.endsWith("/current/version")
      ? { meta: { volunteer_center_id: "11", version: 1, content_version: { version: 1, timed: "2026-11-30|-" } } }
      : { data: ORGANIZATIONS },
  }));
  return { ...fake, lists: () => fake.calls.filter((call) => call === "GET /api/v1/organizations") };
}

const role = (name: string, resourceType: string | null, resourceId: string | null) => ({ id: "1", name, resourceType, resourceId }) as Role;
const userWith = (...roles: Role[]) => ({ id: "9", roles }) as CurrentUser;

describe("vacancyOrganizations", () => {
  it("offers staff the approved organizations of their centres by name, and asks the api once while the version holds", async () => {
    const { page, lists } = tenant("vacancy-form-staff");
    const staff = userWith(role("staff", "VolunteerCenter", "11"));
    expect(await vacancyOrganizations(page(), staff)).toEqual({
      organizations: [
        { id: "3", name: "Basisschool" },
        { id: "5", name: "Zorgcentrum" },
      ],
      current: null,
    });
    await vacancyOrganizations(page(), staff);
    expect(lists()).toHaveLength(1);
  });

  it("offers a super admin every approved organization, from the same kept list", async () => {
    const { page, lists } = tenant("vacancy-form-super");
    await vacancyOrganizations(page(), userWith(role("staff", "VolunteerCenter", "12")));
    const { organizations } = await vacancyOrganizations(page(), userWith(role("super_admin", null, null)));
    expect(organizations.map((o) => o.id)).toEqual(["3", "4", "5"]);
    expect(lists()).toHaveLength(1);
  });

  it("refuses a volunteer the form (403)", async () => {
    const { page } = tenant("vacancy-form-volunteer");
    await expect(vacancyOrganizations(page(), userWith())).rejects.toMatchObject({ init: { status: 403 } });
  });
});
