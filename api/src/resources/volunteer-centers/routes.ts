import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, pathId, showQuery, writeDocument } from "../../jsonapi/request-input";
import { readContentVersion } from "../content-versions/queries";
import { centerStaff, missingCenter } from "./access";
import { profileAttributes } from "./profile-schema";
import { checkFiles, updateProfile } from "./profile-write";
import { findCenterVersion, findDefaultVolunteerCenter, findVolunteerCenter, listVolunteerCenters } from "./queries";
import { VOLUNTEER_CENTER_PROFILES, centerIdHeader, indexQuery, showQuery as showSpec } from "./schema";
import { VOLUNTEER_CENTERS_PATH, centerDocument, centerUrl, toVolunteerCenterResource, volunteerCenterSerializer } from "./serializer";

export { VOLUNTEER_CENTERS_PATH };

const centerList = listQuery(indexQuery);
const centerQuery = showQuery(showSpec);
const ownCenter = guard(centerStaff);
/** Names the header, as every other unknown Volunteer-Center-Id does: the web then replaces it. */
const missingRequested = (id: number | undefined) =>
  id === undefined ? notFound("This tenant has no volunteer centers.") : notFound(`There is no volunteer center ${id}.`, { header: "Volunteer-Center-Id" });

export const volunteerCenterRoutes = new Hono<AppEnv>()
  .get("/", centerList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listVolunteerCenters(c.var.db, c.var.tenantId, query.page);
    return sendList(c, volunteerCenterSerializer, rows.map(toVolunteerCenterResource), query, { total, resourceUrl: centerUrl(c.req.url) });
  })
  // The centre the site is showing: `Volunteer-Center-Id`, or the tenant's default without it.
  .get("/current", centerQuery, centerIdHeader, async (c) => {
    const { centerId: id } = c.req.valid("header");
    const { db, tenantId } = c.var;
    const row = id === undefined ? await findDefaultVolunteerCenter(db, tenantId) : await findVolunteerCenter(db, tenantId, id);
    if (row === undefined) throw missingRequested(id);
    return sendDocument(c, await centerDocument(row, c.req.valid("query"), c.req.url));
  })
  // The current centre's settings version and the tenant's content version: the web asks it on
  // every page to know whether its cached centre and menus are still current (docs/settings.md).
  // A meta-only document.
  .get("/current/version", showQuery({}), centerIdHeader, async (c) => {
    const { centerId: id } = c.req.valid("header");
    // The tenant's content version beside it (docs/decisions/0009-edge-cache.md): the web's edge
    // cache and its per-isolate menus need it on the same pages, so one call answers both.
    const [found, content] = await Promise.all([findCenterVersion(c.var.db, c.var.tenantId, id), readContentVersion(c.var.db, c.var.tenantId)]);
    if (found === undefined) throw missingRequested(id);
    return sendDocument(c, { meta: { volunteer_center_id: String(found.id), version: found.version, content_version: content } });
  })
  .get("/:id", centerQuery, pathId(missingCenter), async (c) => {
    const row = await findVolunteerCenter(c.var.db, c.var.tenantId, c.req.valid("param").id);
    if (row === undefined) throw missingCenter(c.req.param("id"));
    return sendDocument(c, await centerDocument(row, c.req.valid("query"), c.req.url));
  })
  // The centre's settings (/instellingen, profile-write.ts); answers the centre with its profile included.
  .patch(
    "/:id/profile",
    centerQuery,
    ownCenter,
    writeDocument([VOLUNTEER_CENTER_PROFILES], profileAttributes, {
      otherId: () =>
        new JsonApiError({ status: 409, title: "Conflict", detail: "data.id must be the id of the resource changed.", source: { pointer: "/data/id" } }),
    }),
    async (c) => {
      const row = ownCenter.of(c);
      const attrs = c.req.valid("json");
      const { db, tenantId } = c.var;
      await checkFiles(db, tenantId, attrs);
      await updateProfile(db, c.env.FILES, tenantId, row, attrs);
      const query = c.req.valid("query");
      const include = query.include.length > 0 ? query.include : ["profile"];
      const document = await centerDocument((await findVolunteerCenter(db, tenantId, row.center.id))!, { ...query, include }, c.req.url);
      return sendDocument(c, document);
    },
  )
  .all("/", methodNotAllowed(["GET"]))
  .all("/current", methodNotAllowed(["GET"]))
  .all("/current/version", methodNotAllowed(["GET"]))
  .all("/:id", methodNotAllowed(["GET"]))
  .all("/:id/profile", methodNotAllowed(["PATCH"]));
