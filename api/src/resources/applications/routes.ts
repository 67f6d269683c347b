import { and, eq, ne } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import { enforceRateLimit } from "../../auth/rate-limit";
import { applications } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { pageLinks } from "../../jsonapi/pagination";
import { type ParsedQuery, parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { deliverAfterResponse } from "../../mail/outbox";
import { siteNameFor } from "../../mail/site-name";
import { forbidden, loadActor } from "../organizations/access";
import { mailIds } from "../organizations/status-change";
import { isPublic } from "../vacancies/access";
import { findVacancy } from "../vacancies/read-queries";
import {
  canHandle,
  canSeeApplication,
  isApplicant,
  missingApplication,
} from "./access";
import { applicationMails, statusMail, withdrawalMails } from "./mails";
import { findApplication, listApplications } from "./queries";
import {
  APPLICATION_TYPES_IN,
  createAttributes,
  indexQuery,
  showQuery,
  updateAttributes,
} from "./schema";
import {
  type ApplicationRow,
  applicationSerializer,
  toApplicationResource,
} from "./serializer";
import { checkApplicationTransition } from "./transitions";

export const APPLICATIONS_PATH = "/api/v1/applications";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const applicationUrl = (c: Context) => (r: { id: string }) =>
  new URL(`${APPLICATIONS_PATH}/${r.id}`, c.req.url).href;

async function send(
  c: Context<AppEnv>,
  row: ApplicationRow,
  query: ParsedQuery<typeof showQuery>,
  status: 200 | 201 = 200,
) {
  const resource = toApplicationResource(row);
  const document = await serializeDocument(applicationSerializer, resource, {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: applicationUrl(c),
  });
  const headers: Record<string, string> =
    status === 201 ? { Location: applicationUrl(c)(resource) } : {};
  return sendDocument(c, document, status, headers);
}

/** POST /applications: anyone, signed in or as a guest, to a publicly visible vacancy. */
async function createApplication(c: Context<AppEnv>) {
  const query = parseQuery(searchParams(c), showQuery);
  const input = await readResourceDocument(c, APPLICATION_TYPES_IN);
  const attrs = parseValues(createAttributes, input.attributes);
  const user = c.var.currentUser;
  const { db, tenantId } = c.var;
  if (user !== null) {
    for (const field of ["name", "email"] as const)
      if (attrs[field] !== undefined)
        throw fieldError(
          field,
          `Signed in, you apply with your account's ${field}.`,
          "invalid",
        );
  } else {
    for (const field of ["name", "email"] as const)
      if (attrs[field] === undefined)
        throw fieldError(field, `A guest must give a ${field}.`, "blank");
  }
  // A guest's application mails an address nobody confirmed: limited like sign-up is.
  if (user === null) await enforceRateLimit(c, "application", attrs.email!);
  const found = await findVacancy(db, tenantId, attrs.vacancy_id);
  if (found === undefined || !isPublic(found.vacancy, found.organization))
    throw fieldError(
      "vacancy_id",
      `Vacancy ${attrs.vacancy_id} is not open for applications.`,
      "invalid",
    );
  if (user !== null) {
    const earlier = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.tenantId, tenantId),
          eq(applications.vacancyId, found.vacancy.id),
          eq(applications.userId, user.id),
          ne(applications.status, "withdrawn"),
        ),
      )
      .get();
    if (earlier)
      throw fieldError(
        "vacancy_id",
        "You have already applied for this vacancy.",
        "taken",
      );
  }
  const applicant = {
    name: user
      ? [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email!
      : attrs.name!,
    email: user ? user.email! : attrs.email!,
    locale: user ? user.locale : (attrs.locale ?? "nl"),
    userId: user?.id ?? null,
  };
  const insert = db
    .insert(applications)
    .values({
      tenantId,
      vacancyId: found.vacancy.id,
      userId: applicant.userId,
      name: applicant.name,
      email: applicant.email,
      phone: attrs.phone ?? user?.phone ?? null,
      locale: applicant.locale,
      motivation: attrs.motivation,
    })
    .returning({ id: applications.id });
  const mails = await applicationMails(
    c,
    found.vacancy,
    found.organization,
    applicant,
    attrs.motivation,
  );
  const results = await db.batch([insert, ...mails]);
  deliverAfterResponse(c, mailIds(results, 1));
  const [{ id }] = results[0];
  return send(c, (await findApplication(db, tenantId, id))!, query, 201);
}

async function target(c: Context<AppEnv>) {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const actor = await loadActor(c);
  const row =
    id === undefined
      ? undefined
      : await findApplication(c.var.db, c.var.tenantId, id);
  if (
    row === undefined ||
    !canSeeApplication(actor, row.application, row.organization)
  )
    throw missingApplication(param);
  return { actor, row };
}

/**
 * PATCH /applications/:id: handlers move it along (with an optional message mailed to the
 * applicant); the applicant may only withdraw it.
 */
async function updateApplication(c: Context<AppEnv>) {
  const query = parseQuery(searchParams(c), showQuery);
  const { actor, row } = await target(c);
  const { application, vacancy, organization } = row;
  const input = await readResourceDocument(c, APPLICATION_TYPES_IN);
  if (input.id !== undefined && input.id !== String(application.id))
    throw new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: "data.id must be the id in the path.",
      source: { pointer: "/data/id" },
    });
  const attrs = parseValues(updateAttributes, input.attributes);
  const handler = canHandle(actor, organization);
  if (attrs.status === "withdrawn" && !isApplicant(actor, application))
    throw forbidden(
      "Only the applicant may withdraw an application.",
      "/data/attributes/status",
    );
  if (attrs.status !== "withdrawn" && !handler)
    throw forbidden(
      "You may only withdraw your application.",
      "/data/attributes/status",
    );
  if (attrs.message !== undefined && !handler)
    throw forbidden(
      "Only the organization sends messages.",
      "/data/attributes/message",
    );
  checkApplicationTransition(application.status, attrs.status);
  if (attrs.status !== application.status) {
    const { db, tenantId } = c.var;
    const now = new Date().toISOString();
    const update = db
      .update(applications)
      .set({
        status: attrs.status,
        statusMessage: attrs.message ?? null,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(applications.tenantId, tenantId),
          eq(applications.id, application.id),
        ),
      );
    const mails =
      attrs.status === "withdrawn"
        ? await withdrawalMails(c, application, vacancy, organization)
        : attrs.message !== undefined && application.email !== null
          ? [
              statusMail(
                c,
                await siteNameFor(db, tenantId, organization.volunteerCenterId),
                application,
                vacancy,
                organization,
                attrs.status,
                attrs.message,
              ),
            ]
          : [];
    const results = await db.batch([update, ...mails]);
    deliverAfterResponse(c, mailIds(results, 1));
  }
  return send(
    c,
    (await findApplication(c.var.db, c.var.tenantId, application.id))!,
    query,
  );
}

export const applicationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireUser(c);
    const query = parseQuery(searchParams(c), indexQuery);
    const actor = await loadActor(c);
    const { rows, total } = await listApplications(
      c.var.db,
      c.var.tenantId,
      actor,
      query,
    );
    const document = await serializeDocument(
      applicationSerializer,
      rows.map(toApplicationResource),
      {
        ...query,
        selfUrl: c.req.url,
        resourceUrl: applicationUrl(c),
        meta: { total },
        pageLinks: pageLinks(c.req.url, query.page, total),
      },
    );
    return sendDocument(c, document);
  })
  .get("/:id", async (c) => {
    const query = parseQuery(searchParams(c), showQuery);
    const { row } = await target(c);
    return send(c, row, query);
  })
  .post("/", createApplication)
  .put("/:id", updateApplication)
  .patch("/:id", updateApplication)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH"]));
