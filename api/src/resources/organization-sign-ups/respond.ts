import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { findOrganization } from "../organizations/read-queries";
import { findUserById } from "../users/queries";
import { ORGANIZATION_SIGN_UPS } from "./schema";

/**
 * 201 with the sign-up: the organization's state and who its admin is. No Location: neither can
 * be read by the anonymous caller until the admin confirms and the centre approves.
 */
export async function sendSignUp(
  c: Context<AppEnv>,
  { organizationId, userId }: { organizationId: number; userId: number },
) {
  const { db, tenantId } = c.var;
  const [row, user] = await Promise.all([
    findOrganization(db, tenantId, organizationId),
    findUserById(db, tenantId, userId),
  ]);
  const org = row!.organization;
  const admin = { type: "users", id: String(userId) };
  return sendDocument(
    c,
    {
      jsonapi: { version: "1.0" },
      data: {
        type: ORGANIZATION_SIGN_UPS,
        id: String(org.id),
        attributes: {
          name: org.name,
          organization_type: org.type,
          status: org.status,
          volunteer_center_id:
            org.volunteerCenterId === null
              ? null
              : String(org.volunteerCenterId),
          created_at: org.createdAt,
        },
        relationships: {
          organization: { data: { type: "organizations", id: String(org.id) } },
          admin: { data: admin },
        },
      },
      included: [
        {
          ...admin,
          attributes: {
            email: user!.email,
            first_name: user!.firstName,
            last_name: user!.lastName,
            locale: user!.locale,
            confirmed_at: user!.confirmedAt,
          },
        },
      ],
    },
    201,
  );
}
