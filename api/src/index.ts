import { Hono } from "hono";
import { withDb } from "./db/client";
import type { AppEnv } from "./env";
import { handleError, handleNotFound } from "./jsonapi/error-handler";
import { jsonApiMediaType } from "./jsonapi/media-type";
import {
  VOLUNTEER_CENTERS_PATH,
  volunteerCenterRoutes,
} from "./resources/volunteer-centers/routes";
import { resolveTenant } from "./tenancy";

// strict: false so "/api/v1/users/" (as the spec writes some paths) and "/api/v1/users" are one route.
const app = new Hono<AppEnv>({ strict: false });

// Order matters: content negotiation answers 415/406 before anything touches the database,
// then every product path is tenant-scoped before a route runs.
app.use("*", jsonApiMediaType);
app.use("*", withDb);
// /auth/* will be tenant-scoped the same way when it arrives.
app.use("/api/v1/*", resolveTenant);

app.route(VOLUNTEER_CENTERS_PATH, volunteerCenterRoutes);

app.notFound(handleNotFound);
app.onError(handleError);

export default app;
