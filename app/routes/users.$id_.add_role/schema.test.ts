import type { TFunction } from "~/i18n-t";
import { describe, expect, it } from "vitest";
import { addRoleSchema, toRole } from "./schema";

const t = ((key: string) => key) as unknown as TFunction;
const parse = (value: Record<string, string>) => addRoleSchema(t).safeParse(value);

describe("the add-role form", () => {
  it("sends only the scope the role needs", () => {
    const both = { organizationId: "5", volunteerCenterId: "1" };
    const roles = ["admin", "member", "staff", "super_admin"].map((name) => {
      const result = parse({ name, ...both });
      if (!result.success) throw result.error;
      return toRole(result.data);
    });
    expect(roles).toEqual([
      { name: "admin", resourceType: "Organization", resourceId: "5" },
      { name: "member", resourceType: "Organization", resourceId: "5" },
      { name: "staff", resourceType: "VolunteerCenter", resourceId: "1" },
      { name: "super_admin", resourceType: null, resourceId: null },
    ]);
  });

  it("asks for the organization or the centre the role needs, on that field", () => {
    const member = parse({ name: "member", volunteerCenterId: "1" });
    expect(member.success ? [] : member.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["organizationId", "users:addRole.organizationRequired"],
    ]);
    const staff = parse({ name: "staff", organizationId: "5" });
    expect(staff.success ? [] : staff.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["volunteerCenterId", "users:addRole.centerRequired"]]);
    expect(parse({ name: "owner", organizationId: "5" }).success).toBe(false);
    expect(parse({ name: "admin", organizationId: "0" }).success).toBe(false);
  });
});
