import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { createSignUp } from "./create";

export const ORGANIZATION_SIGN_UPS_PATH = "/api/v1/organization_sign_ups";

/** Anonymous: an organization and its first admin sign up (docs/organizations.md). */
export const organizationSignUpRoutes = new Hono<AppEnv>().post("/", createSignUp).all("/", methodNotAllowed(["POST"]));
