import { Hono } from "hono";
import type { AppEnv } from "./env";

/**
 * The api worker's Hono app; src/index.ts registers every middleware and route on it. Its own
 * module so tests can walk `app.routes` (the authorization matrix covers every registered route).
 */
// strict: false so "/api/v1/users/" (as the spec writes some paths) and "/api/v1/users" are one route.
export const app = new Hono<AppEnv>({ strict: false });
