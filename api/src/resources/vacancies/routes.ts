import { type Context, Hono } from "hono";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinks, pageLinksWithoutTotal } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { loadActor } from "../../auth/actor";
import { canSeeVacancy, missingVacancy } from "./access";
import { bulkUpdateVacancies } from "./bulk";
import { vacanciesOfPage } from "./read-queries";
import { idsTable } from "../../db/id-list";
import { listVacancies } from "./plan/list";
import { vacancyListQuery } from "./list-query";
import { sendVacancies, showsTags } from "./respond";
import { showQuery } from "./schema";
import { archiveVacancy, createVacancy, updateVacancy } from "./write-routes";

export { VACANCIES_PATH } from "./respond";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

export const vacancyRoutes = new Hono<AppEnv>()
  .get("/", vacancyListQuery, async (c) => {
    const { query, count } = vacancyListQuery.of(c);
    const actor = await loadActor(c);
    const { rows, hasNextPage, total, totalCapped } = await listVacancies(c.var.db, c.var.tenantId, actor, query, { count });
    const response = await sendVacancies(c, rows, query, {
      // total_capped: there are more than `total` (docs/vacancies.md "Search").
      meta: total === undefined ? { has_next_page: hasNextPage } : { has_next_page: hasNextPage, total, total_capped: totalCapped },
      pageLinks: total === undefined ? pageLinksWithoutTotal(c.req.url, query.page, hasNextPage) : pageLinks(c.req.url, query.page, total),
    });
    return response;
  })
  .get("/:id", async (c) => {
    const query = parseQuery(searchParams(c), showQuery);
    const param = c.req.param("id");
    const id = parseIntegerId(param);
    // Its tags come with the row, in one statement (sent only once the row may be seen).
    const withTags = showsTags(query);
    const [row] = id === undefined ? [] : await vacanciesOfPage(c.var.db, c.var.tenantId, idsTable([id]), { withTags });
    if (row === undefined || !canSeeVacancy(await loadActor(c), row.vacancy, row.organization)) throw missingVacancy(param);
    return sendVacancies(c, withTags ? row : { ...row, tags: [] }, query);
  })
  .post("/", createVacancy)
  .patch("/", bulkUpdateVacancies)
  .put("/:id", updateVacancy)
  .patch("/:id", updateVacancy)
  .delete("/:id", archiveVacancy)
  .all("/", methodNotAllowed(["GET", "POST", "PATCH"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
