import { describe, expect, it } from "vitest";
import type { CurrentUser, Role } from "./api/users";
import { managerOf, managesUsers, mayActOn, mayRemoveRole, toolbarManages } from "./user-management";

let nextId = 1;
const role = (name: Role["name"], resourceType: Role["resourceType"] = null, resourceId: string | null = null): Role => ({
  id: String(nextId++),
  name,
  resourceType,
  resourceId,
});
const user = (...roles: Role[]) => ({ id: "9", email: "x@example.org", roles }) as unknown as CurrentUser;

const superAdmin = managerOf(user(role("super_admin")));
const staff = managerOf(user(role("staff", "VolunteerCenter", "1")));
const orgAdmin = managerOf(user(role("admin", "Organization", "5"), role("member", "Organization", "6")));
const volunteer = managerOf(user());

describe("who manages users", () => {
  it("is staff, super admins and organization admins, not volunteers or members", () => {
    expect([superAdmin, staff, orgAdmin, volunteer].map(managesUsers)).toEqual([true, true, true, false]);
    expect(orgAdmin).toMatchObject({ staff: false, superAdmin: false, adminOrgIds: ["5"] });
  });

  it("gives the toolbar's links to the right people", () => {
    expect(toolbarManages(user(role("admin", "Organization", "5")))).toEqual({
      organizations: false,
      users: true,
      tags: false,
      vacancies: true,
      settings: false,
    });
    expect(toolbarManages(user(role("staff", "VolunteerCenter", "1")))).toEqual({
      organizations: true,
      users: true,
      tags: true,
      vacancies: true,
      settings: true,
    });
    expect(toolbarManages(user(role("member", "Organization", "5")))).toEqual({
      organizations: false,
      users: false,
      tags: false,
      vacancies: false,
      settings: false,
    });
  });
});

describe("mayActOn (edit, delete, sign in as)", () => {
  const target = (...roles: Role[]) => ({ roles });

  it("lets staff act on volunteers, organization people and staff of their own centre", () => {
    expect(mayActOn(staff, target())).toBe(true);
    expect(mayActOn(staff, target(role("admin", "Organization", "5")))).toBe(true);
    expect(mayActOn(staff, target(role("staff", "VolunteerCenter", "1")))).toBe(true);
  });

  it("keeps staff off super admins and staff of another centre; super admins may", () => {
    expect(mayActOn(staff, target(role("super_admin")))).toBe(false);
    expect(mayActOn(staff, target(role("staff", "VolunteerCenter", "2")))).toBe(false);
    expect(mayActOn(superAdmin, target(role("super_admin")))).toBe(true);
  });

  it("never offers it to organization admins", () => {
    expect(mayActOn(orgAdmin, target())).toBe(false);
  });
});

describe("mayRemoveRole", () => {
  it("follows docs/roles.md's granting rules", () => {
    expect(mayRemoveRole(superAdmin, role("super_admin"))).toBe(true);
    expect(mayRemoveRole(staff, role("super_admin"))).toBe(false);
    expect(mayRemoveRole(staff, role("staff", "VolunteerCenter", "1"))).toBe(true);
    expect(mayRemoveRole(staff, role("staff", "VolunteerCenter", "2"))).toBe(false);
    expect(mayRemoveRole(staff, role("member", "Organization", "7"))).toBe(true);
    expect(mayRemoveRole(orgAdmin, role("member", "Organization", "5"))).toBe(true);
    expect(mayRemoveRole(orgAdmin, role("admin", "Organization", "7"))).toBe(false);
    expect(mayRemoveRole(orgAdmin, role("staff", "VolunteerCenter", "1"))).toBe(false);
  });
});
