import type { BatchItem } from "drizzle-orm/batch";
import { Hono } from "hono";
import { loadActor } from "../../auth/actor";
import { signedIn } from "../../auth/authenticate";
import { idsTable } from "../../db/id-list";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinks, pageLinksWithoutTotal } from "../../jsonapi/pagination";
import { bulkDocument, guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { attributePointer, fieldError } from "../../jsonapi/validation";
import { canSee } from "../../auth/organization-access";
import { findOrganization } from "../organizations/read-queries";
import { canManageVacancies, canSeeVacancy, missingVacancy, writableVacancy } from "./access";
import { MAX_BULK, bulkUpdateVacancies } from "./bulk";
import { vacancyChanges } from "./changes";
import { withChangedAddressPoint } from "../../geocoder/changed-address";
import { configOf } from "../../config";
import { geocoderFor } from "../../geocoder/geocoder";
import { showsTags, vacanciesDocument, vacancyUrl } from "./document";
import { vacancyListQuery } from "./list-query";
import { listVacancies } from "./plan/list";
import { findVacancy, vacanciesOfPage } from "./read-queries";
import { showQuery as showSpec } from "./schema";
import { vacancyTagChanges } from "./tag-changes";
import { insertVacancy, updateVacancyRow } from "./write-queries";
import { VACANCY_TYPES_IN, createAttributes, updateAttributes } from "./write-schema";

export { VACANCIES_PATH } from "./document";

const vacancyQuery = showQuery(showSpec);
const ownVacancy = guard(writableVacancy);

export const vacancyRoutes = new Hono<AppEnv>()
  .get("/", vacancyListQuery, async (c) => {
    const { query, count } = c.req.valid("query");
    const actor = await loadActor(c);
    const { rows, hasNextPage, total, totalCapped } = await listVacancies(c.var.db, c.var.tenantId, actor, query, { count });
    const document = await vacanciesDocument(c.var.db, c.var.tenantId, rows, query, c.req.url, {
      // total_capped: there are more than `total` (docs/vacancies.md "Search").
      meta: total === undefined ? { has_next_page: hasNextPage } : { has_next_page: hasNextPage, total, total_capped: totalCapped },
      pageLinks: total === undefined ? pageLinksWithoutTotal(c.req.url, query.page, hasNextPage) : pageLinks(c.req.url, query.page, total),
    });
    return sendDocument(c, document);
  })
  .get("/:id", vacancyQuery, async (c) => {
    const query = c.req.valid("query");
    const param = c.req.param("id");
    const id = parseIntegerId(param);
    // Its tags come with the row, in one statement (sent only once the row may be seen).
    const withTags = showsTags(query);
    const [row] = id === undefined ? [] : await vacanciesOfPage(c.var.db, c.var.tenantId, idsTable([id]), { withTags });
    if (row === undefined || !canSeeVacancy(await loadActor(c), row.vacancy, row.organization)) throw missingVacancy(param);
    return sendDocument(c, await vacanciesDocument(c.var.db, c.var.tenantId, withTags ? row : { ...row, tags: [] }, query, c.req.url));
  })
  // For an organization the caller manages (its admins, its centre's staff).
  .post("/", signedIn, vacancyQuery, writeDocument(VACANCY_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    const actor = await loadActor(c);
    const org = (await findOrganization(db, tenantId, attrs.organization_id))?.organization;
    if (org === undefined || !canManageVacancies(actor, org)) {
      // 403 for an organization the caller can see (docs/organizations.md), else as missing.
      throw org !== undefined && canSee(actor, org)
        ? forbidden("You may only add vacancies to organizations you manage.", "/data/attributes/organization_id")
        : fieldError("organization_id", `There is no organization ${attrs.organization_id}.`, "invalid");
    }
    const { organization_id: _organization, ...rest } = await withChangedAddressPoint(db, geocoderFor(configOf(c.env)), attrs, undefined);
    const values = vacancyChanges({ ...rest, description: rest.description ?? "" }, undefined, attributePointer);
    // Checked before the insert, so a wrong tag leaves no vacancy behind.
    if (attrs.tag_ids?.length) await vacancyTagChanges(db, tenantId, org, 0, { tag_ids: attrs.tag_ids });
    const id = await insertVacancy(db, tenantId, { organizationId: org.id, title: attrs.title, description: values.description!, ...values });
    const tagChanges = await vacancyTagChanges(db, tenantId, org, id, { tag_ids: attrs.tag_ids });
    if (tagChanges.length > 0) await db.batch(tagChanges as [BatchItem<"sqlite">]);
    const document = await vacanciesDocument(db, tenantId, (await findVacancy(db, tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: vacancyUrl(c.req.url)({ id: String(id) }) });
  })
  // An array of vacancies, all checked before any is written (bulk.ts).
  .patch("/", signedIn, vacancyQuery, bulkDocument({ types: VACANCY_TYPES_IN, max: MAX_BULK, one: "vacancy", many: "vacancies" }), async (c) => {
    const rows = await bulkUpdateVacancies(c.var.db, c.var.tenantId, await loadActor(c), c.req.valid("json"), geocoderFor(configOf(c.env)));
    return sendDocument(c, await vacanciesDocument(c.var.db, c.var.tenantId, rows, c.req.valid("query"), c.req.url, { meta: { total: rows.length } }));
  })
  .on(["PUT", "PATCH"], "/:id", vacancyQuery, ownVacancy, writeDocument(VACANCY_TYPES_IN, updateAttributes), async (c) => {
    const row = ownVacancy.of(c);
    const { db, tenantId } = c.var;
    const attrs = await withChangedAddressPoint(db, geocoderFor(configOf(c.env)), c.req.valid("json"), row.vacancy, { keepUnchanged: true });
    const values = vacancyChanges(attrs, row.vacancy, attributePointer);
    const tagChanges = await vacancyTagChanges(db, tenantId, row.organization, row.vacancy.id, attrs);
    await db.batch([updateVacancyRow(db, tenantId, row.vacancy.id, values), ...tagChanges]);
    const document = await vacanciesDocument(db, tenantId, (await findVacancy(db, tenantId, row.vacancy.id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document);
  })
  // Archives it (docs/vacancies.md): 204, also when already archived.
  .delete("/:id", ownVacancy, async (c) => {
    const row = ownVacancy.of(c);
    if (row.vacancy.status !== "archived") await updateVacancyRow(c.var.db, c.var.tenantId, row.vacancy.id, { status: "archived" }).run();
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST", "PATCH"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
