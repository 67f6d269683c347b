import { describe, expect, it } from "vitest";
import type { Organization } from "./api/users";
import { selectOrganization } from "./organizations";

const org = (id: string, organizationType: Organization["organizationType"]): Organization => ({ id, name: `Org ${id}`, organizationType, status: "approved" });

describe("selectOrganization", () => {
  const list = [org("1", "Organization"), org("2", "School"), org("3", "VolunteerCenter")];

  it("keeps a stored selection that is in the list", () => {
    expect(selectOrganization(list, "3")).toBe("3");
  });

  it("defaults to the first School or VolunteerCenter", () => {
    expect(selectOrganization(list, null)).toBe("2");
    expect(selectOrganization([org("1", "Organization"), org("3", "VolunteerCenter")], undefined)).toBe("3");
  });

  it("clears a stored selection that is not in the list, falling back to the default", () => {
    expect(selectOrganization(list, "99")).toBe("2");
  });

  it("takes the first when none has a preferred type, and none for no organizations", () => {
    expect(selectOrganization([org("5", "Organization"), org("6", "Organization")], null)).toBe("5");
    expect(selectOrganization([], "5")).toBeNull();
  });
});
