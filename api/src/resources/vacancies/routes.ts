import { type Context, Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import { configOf } from "../../config";
import { createDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinks } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { loadActor } from "../organizations/access";
import { canSeeVacancy, missingVacancy } from "./access";
import { bulkUpdateVacancies } from "./bulk";
import { findVacancy, listVacancies } from "./read-queries";
import { resolvePostcode } from "./postcode";
import { sendVacancies } from "./respond";
import { countRowsRead } from "./rows-read";
import { indexQuery, showQuery } from "./schema";
import { archiveVacancy, createVacancy, updateVacancy } from "./write-routes";

export { VACANCIES_PATH } from "./respond";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

export const vacancyRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = await resolvePostcode(
      c,
      parseQuery(searchParams(c), indexQuery),
    );
    if (query.filter.managed) requireUser(c);
    const actor = await loadActor(c);
    const { db, counter } = countRowsRead(c.env.DB);
    const { rows, total, totalCapped } = await listVacancies(
      createDb(db),
      c.var.tenantId,
      actor,
      query,
    );
    const response = await sendVacancies(c, rows, query, {
      // total_capped: there are more than `total` (docs/vacancies.md "Search").
      meta: { total, total_capped: totalCapped },
      pageLinks: pageLinks(c.req.url, query.page, total),
    });
    if (configOf(c.env).ENVIRONMENT !== "production")
      response.headers.set("X-D1-Rows-Read", String(counter.rowsRead));
    return response;
  })
  .get("/:id", async (c) => {
    const query = parseQuery(searchParams(c), showQuery);
    const param = c.req.param("id");
    const id = parseIntegerId(param);
    const row =
      id === undefined
        ? undefined
        : await findVacancy(c.var.db, c.var.tenantId, id);
    if (
      row === undefined ||
      !canSeeVacancy(await loadActor(c), row.vacancy, row.organization)
    )
      throw missingVacancy(param);
    return sendVacancies(c, row, query);
  })
  .post("/", createVacancy)
  .patch("/", bulkUpdateVacancies)
  .put("/:id", updateVacancy)
  .patch("/:id", updateVacancy)
  .delete("/:id", archiveVacancy)
  .all("/", methodNotAllowed(["GET", "POST", "PATCH"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
