import type { TFunction } from "~/i18n-t";
import { z } from "zod";
import { ROLE_NAMES as CONTRACT_ROLE_NAMES, type RoleName } from "@contract/users";
import { idString } from "@contract/rules";

// One role and where it applies (docs/roles.md): admin and member of an organization, staff of a
// centre, super admin everywhere. Without JavaScript both choices are on the page; only the one
// the role needs is sent to the API.
export const ROLE_NAMES = [...CONTRACT_ROLE_NAMES].sort() as [RoleName, ...RoleName[]];
const id = idString;

export const addRoleSchema = (t: TFunction) =>
  z.object({ name: z.enum(ROLE_NAMES), organizationId: id.optional(), volunteerCenterId: id.optional() }).superRefine((value, ctx) => {
    if ((value.name === "admin" || value.name === "member") && !value.organizationId)
      ctx.addIssue({ code: "custom", path: ["organizationId"], message: t("users:addRole.organizationRequired") });
    if (value.name === "staff" && !value.volunteerCenterId)
      ctx.addIssue({ code: "custom", path: ["volunteerCenterId"], message: t("users:addRole.centerRequired") });
  });

/** The parsed form as the API's role. */
export function toRole(value: z.infer<ReturnType<typeof addRoleSchema>>) {
  if (value.name === "super_admin") return { name: value.name, resourceType: null, resourceId: null };
  if (value.name === "staff") return { name: value.name, resourceType: "VolunteerCenter" as const, resourceId: value.volunteerCenterId! };
  return { name: value.name, resourceType: "Organization" as const, resourceId: value.organizationId! };
}

export const ROLE_LABELS = (t: TFunction) => ({
  name: t("users:fields.role"),
  organizationId: t("users:fields.organization"),
  volunteerCenterId: t("users:fields.volunteerCenter"),
});

/** Whether the user holds this role already (the API's PUT is idempotent and cannot say so). */
export const holdsRole = (held: { name: string; resourceType: string | null; resourceId: string | null }[], role: ReturnType<typeof toRole>) =>
  held.some((r) => r.name === role.name && r.resourceType === role.resourceType && String(r.resourceId ?? "") === String(role.resourceId ?? ""));
