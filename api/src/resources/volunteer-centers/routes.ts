import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { type ParsedQuery, parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { type VolunteerCenterRow, findCenterVersion, findDefaultVolunteerCenter, findVolunteerCenter, listVolunteerCenters } from "./queries";
import { updateProfile } from "./profile-write";
import { indexQuery, readVolunteerCenterIdHeader, showQuery } from "./schema";
import { readContentVersion } from "../content-versions/routes";
import { type VolunteerCenterResource, toVolunteerCenterResource, volunteerCenterSerializer } from "./serializer";

const volunteerCenterList = listQuery(indexQuery);

export const VOLUNTEER_CENTERS_PATH = "/api/v1/volunteer_centers";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const resourceUrl = (c: Context) => (resource: VolunteerCenterResource) => new URL(`${VOLUNTEER_CENTERS_PATH}/${resource.id}`, c.req.url).href;

async function showCenter(c: Context, query: ParsedQuery<typeof showQuery>, row: VolunteerCenterRow | undefined, missing: string, source?: { header: string }) {
  if (row === undefined) throw notFound(missing, source);
  const document = await serializeDocument(volunteerCenterSerializer, toVolunteerCenterResource(row), {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: resourceUrl(c),
  });
  return sendDocument(c, document);
}

export const volunteerCenterRoutes = new Hono<AppEnv>()
  .get("/", volunteerCenterList, async (c) => {
    const query = volunteerCenterList.of(c);
    const { rows, total } = await listVolunteerCenters(c.var.db, c.var.tenantId, query.page);
    return sendList(c, volunteerCenterSerializer, rows.map(toVolunteerCenterResource), query, { total, resourceUrl: resourceUrl(c) });
  })
  // The centre the site is showing: `Volunteer-Center-Id`, or the tenant's default without it.
  .get("/current", async (c) => {
    const query = parseQuery(searchParams(c), showQuery);
    const id = readVolunteerCenterIdHeader(c.req.header("volunteer-center-id"));
    const row = id === undefined ? await findDefaultVolunteerCenter(c.var.db, c.var.tenantId) : await findVolunteerCenter(c.var.db, c.var.tenantId, id);
    const missing = id === undefined ? "This tenant has no volunteer centers." : `There is no volunteer center ${id}.`;
    // Names the header, as every other unknown Volunteer-Center-Id does: the web then replaces it.
    return showCenter(c, query, row, missing, id === undefined ? undefined : { header: "Volunteer-Center-Id" });
  })
  // The current centre's settings version and the tenant's content version: the web asks it on
  // every page to know whether its cached centre and menus are still current (docs/settings.md).
  // A meta-only document.
  .get("/current/version", async (c) => {
    parseQuery(searchParams(c), {});
    const id = readVolunteerCenterIdHeader(c.req.header("volunteer-center-id"));
    // The tenant's content version beside it (docs/decisions/0009-edge-cache.md): the web's edge
    // cache and its per-isolate menus need it on the same pages, so one call answers both.
    const [found, content] = await Promise.all([findCenterVersion(c.var.db, c.var.tenantId, id), readContentVersion(c.var.db, c.var.tenantId)]);
    if (found === undefined)
      throw notFound(
        id === undefined ? "This tenant has no volunteer centers." : `There is no volunteer center ${id}.`,
        id === undefined ? undefined : { header: "Volunteer-Center-Id" },
      );
    return sendDocument(c, { meta: { volunteer_center_id: String(found.id), version: found.version, content_version: content } });
  })
  .get("/:id", async (c) => {
    const query = parseQuery(searchParams(c), showQuery);
    const id = parseIntegerId(c.req.param("id"));
    const row = id === undefined ? undefined : await findVolunteerCenter(c.var.db, c.var.tenantId, id);
    return showCenter(c, query, row, `There is no volunteer center ${c.req.param("id")}.`);
  })
  // The centre's settings (/instellingen); answers the centre with its profile included.
  .patch("/:id/profile", async (c) => {
    const query = parseQuery(searchParams(c), showQuery);
    const id = await updateProfile(c);
    const row = await findVolunteerCenter(c.var.db, c.var.tenantId, id);
    const include = query.include.length > 0 ? query.include : ["profile"];
    return showCenter(c, { ...query, include }, row, `There is no volunteer center ${id}.`);
  })
  .all("/", methodNotAllowed(["GET"]))
  .all("/current", methodNotAllowed(["GET"]))
  .all("/current/version", methodNotAllowed(["GET"]))
  .all("/:id", methodNotAllowed(["GET"]))
  .all("/:id/profile", methodNotAllowed(["PATCH"]));
