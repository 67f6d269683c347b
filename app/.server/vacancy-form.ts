import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { CurrentUser } from "./api/users";
import { approvedOrganizationNames } from "./api/organizations";
import { ApiError } from "./api/errors";
import { siteCenterId, tagNamesOfCenter } from "./api/tags";
import { replyFromAccountError } from "./account";
import { loadOrganizations } from "./auth";
import { managerOf, managesUsers } from "./user-management";
import { mayEditOrganization } from "./permissions";
import type { VacancyFormValue } from "~/routes/vacancies.$id_.edit/schema";
import { FORM_FIELDS, vacancyLabels } from "~/routes/vacancies.$id_.edit/schema";
import { normalizeText } from "~/utils/rich-text-plain";

// Server side of the vacancy add and edit forms: who may open them, which organizations and tags
// they offer, and how the posted form becomes the API's attributes.

/** A volunteer has nothing to manage: the 403 screen rather than a form the API would refuse. */
export function requireVacancyManager(user: CurrentUser) {
  const manager = managerOf(user);
  if (!managesUsers(manager)) throw data(null, { status: 403 });
  return manager;
}

/**
 * The organizations a new vacancy can be for: an organization admin's own (the current one
 * first), or for staff and super admins the approved organizations they manage (all of their
 * centres', up to 1,000 by name; the API checks again).
 */
export async function vacancyOrganizations(context: AppLoadContext, user: CurrentUser) {
  const manager = requireVacancyManager(user);
  if (manager.staff) {
    const organizations = (await approvedOrganizationNames(context)).filter((o) => mayEditOrganization(user, o));
    return { organizations: organizations.map(({ id, name }) => ({ id, name })), current: null as string | null };
  }
  const { organizations, currentOrganizationId } = await loadOrganizations(context);
  const own = organizations.filter((o) => manager.adminOrgIds.includes(o.id)).map(({ id, name }) => ({ id, name }));
  const current = own.some((o) => o.id === currentOrganizationId) ? currentOrganizationId : (own[0]?.id ?? null);
  return { organizations: own, current };
}

/** The tags of a centre (a vacancy takes only its organization's centre's tags). */
export async function centerTags(context: AppLoadContext, centerId: string | null | undefined) {
  if (!centerId) return [];
  return (await tagNamesOfCenter(context, centerId, 100)).map(({ id, name }) => ({ id, name }));
}

/** The site's centre and its tags: those a new vacancy can take (the API checks the rest). */
export async function siteCenterTags(context: AppLoadContext) {
  const centerId = await siteCenterId(context);
  return { centerId, tags: await centerTags(context, centerId) };
}

/**
 * The description to send, or undefined to leave it: the editor's JSON when it was edited; else
 * the textarea's text when it differs from what it was prefilled with (an untouched textarea
 * must not flatten a formatted description into plain text).
 */
export function descriptionToSend(value: Pick<VacancyFormValue, "description" | "descriptionJson" | "descriptionPrefill">): unknown {
  if (value.descriptionJson) {
    try {
      return JSON.parse(value.descriptionJson) as unknown;
    } catch {
      // Not JSON: the API would refuse it; the textarea's text (if any) is the better guess.
    }
  }
  const text = normalizeText(value.description);
  return text === normalizeText(value.descriptionPrefill) ? undefined : text;
}

/** The form as the API's attributes; on an edit an empty field is sent as null (cleared). */
export function toVacancyAttributes(value: VacancyFormValue, { clearEmpty }: { clearEmpty: boolean }) {
  const empty = clearEmpty ? null : undefined;
  const description = descriptionToSend(value);
  const optional = {
    street: value.street,
    houseNumber: value.houseNumber,
    postalCode: value.postalCode,
    city: value.city,
    hoursPerWeek: value.hoursPerWeek,
    startsOn: value.startsOn,
    endsOn: value.endsOn,
    places: value.places,
    requirements: value.requirements,
    contactName: value.contactName,
    contactEmail: value.contactEmail,
    contactPhone: value.contactPhone,
    expiresOn: value.expiresOn,
  };
  return {
    title: value.title,
    remote: value.remote ?? false,
    commitment: value.commitment,
    ...(description !== undefined ? { description } : {}),
    // The map's point (AddressMapField) only when the map was on the form: without JavaScript the
    // stored point stays as it was; with it, a point not found or not placed clears it.
    ...(value.mapPlaced ? { latitude: value.latitude ?? null, longitude: value.longitude ?? null } : {}),
    ...Object.fromEntries(
      Object.entries(optional)
        .map(([key, v]) => [key, v ?? empty])
        .filter(([, v]) => v !== undefined),
    ),
  };
}

/** A refused save as the form's reply; a pointer into the description doc is the description's. */
export function replyFromVacancyError(submission: Parameters<typeof replyFromAccountError>[0], error: unknown, context: AppLoadContext) {
  if (error instanceof ApiError) {
    const errors = error.errors.map((item) =>
      item.source?.pointer?.startsWith("/data/attributes/description/") ? { ...item, source: { pointer: "/data/attributes/description" } } : item,
    );
    error = new ApiError(error.status, errors, error.retryAfter);
  }
  return replyFromAccountError(submission, error, context, FORM_FIELDS, [], vacancyLabels(context.t));
}
