import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { pageOffset } from "../../jsonapi/pagination";
import { requireFormBuilder } from "./access";
import { listForms } from "./queries";
import { FORMS_PATH, formUrl, managedPathForm, sendForm } from "./respond";
import { indexQuery } from "./schema";
import { formSerializer, toFormResource } from "./serializer";
import { listFormSubmissions, submissionList } from "./submission-routes";
import { createForm, deleteForm, updateForm } from "./write";

// The form builder's 401/403 before the query's 400s, as when the handler checked both.
const formList = listQuery(indexQuery, { guard: requireFormBuilder });

export { FORMS_PATH };

// Forms are kept by their centre's staff and super admins; visitors reach a published one only
// through its token (public-routes.ts).
export const formRoutes = new Hono<AppEnv>()
  .get("/", formList, async (c) => {
    const actor = formList.access(c);
    const query = formList.of(c);
    const page = query.page!;
    const { rows, total } = await listForms(
      c.var.db,
      c.var.tenantId,
      { centerIds: actor.superAdmin ? "all" : actor.staffCenterIds, ...query.filter },
      query.sort,
      page.size,
      pageOffset(page),
    );
    return sendList(c, formSerializer, rows.map(toFormResource), { ...query, page: page }, { total, resourceUrl: formUrl(c) });
  })
  .post("/", createForm)
  .get("/:id", async (c) => {
    const { form } = await managedPathForm(c);
    return sendForm(c, form);
  })
  .put("/:id", updateForm)
  .patch("/:id", updateForm)
  .delete("/:id", deleteForm)
  .get("/:id/submissions", submissionList, listFormSubmissions)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .all("/:id/submissions", methodNotAllowed(["GET"]));
