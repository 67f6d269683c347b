import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import { canManageContent, requireContentCenter, requireContentManager } from "../../auth/content-keepers";
import type { Page } from "../../db/content-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { findPage } from "./queries";

// Published pages are public (/{slug}); drafts only for their centre's staff and super admins
// (auth/content-keepers.ts: who keeps a centre's content).

/** The tenant's page of the path (404 for a malformed, missing or foreign id). */
export async function pathPage(c: Context<AppEnv>): Promise<Page> {
  const { param, row } = await pathRow(c, findPage);
  if (row === undefined) throw notFound(`There is no page ${param}.`);
  return row;
}

/** A page the caller may read: a draft is visible to its centre's keepers only (else 404). */
export async function visiblePage(c: Context<AppEnv>): Promise<Page> {
  const page = await pathPage(c);
  if (page.status !== "published" && !canManageContent(await loadActor(c), page.volunteerCenterId)) throw notFound(`There is no page ${c.req.param("id")}.`);
  return page;
}

/** The page of the path, for a write: 401, 404 (also another tenant's), then 403. */
export async function manageablePage(c: Context<AppEnv>): Promise<Page> {
  requireUser(c);
  const page = await pathPage(c);
  requireContentCenter(await requireContentManager(c), page.volunteerCenterId);
  return page;
}
