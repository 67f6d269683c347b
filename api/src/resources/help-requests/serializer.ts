import { HELP_OFFERS, HELP_REQUESTS, type HelpOfferAttributes, type HelpRequestAttributes } from "@contract/help-requests";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import type { showQuery } from "./schema";
import type { HelpRequestRow, OfferRow } from "./queries";

export const HELP_REQUESTS_PATH = "/api/v1/help_requests";

export type HelpRequestResource = HelpRequestAttributes & { id: string };

/** Who reads a request: its centre's staff, the matched volunteer, or anybody else (a volunteer, the requester). */
export type HelpViewer = { kind: "staff" } | { kind: "user"; userId: number } | { kind: "requester" };

/**
 * A request as `viewer` may see it: the requester's name, address and phone only for the staff
 * and the matched volunteer; the offers and the follow-up only for the staff.
 */
export function toHelpRequestResource(r: HelpRequestRow, viewer: HelpViewer, offers: OfferRow[] = []): HelpRequestResource {
  const staff = viewer.kind === "staff";
  const shown = staff || (viewer.kind === "user" && r.volunteer_id === viewer.userId);
  const mine = offers.filter((o) => o.help_request_id === r.id);
  return {
    id: String(r.id),
    status: r.status,
    what: r.what,
    how_often: r.how_often,
    area: r.area,
    requester_name: shown ? r.name : null,
    requester_email: shown ? r.email : null,
    requester_phone: shown ? r.phone : null,
    details_shown: shown,
    volunteer_id: shown && r.volunteer_id !== null ? String(r.volunteer_id) : null,
    volunteer_name: shown ? r.volunteer_name || null : null,
    // The conversation's own access decides who reads it (404 else); the link goes to its two sides.
    conversation_id: shown && r.conversation_id !== null ? String(r.conversation_id) : null,
    follow_up: staff ? r.follow_up : null,
    offers: staff
      ? mine.map((o) => ({ volunteer_id: String(o.volunteer_id), volunteer_name: o.volunteer_name, message: o.message, created_at: o.created_at }))
      : [],
    offered: viewer.kind === "user" && mine.some((o) => o.volunteer_id === viewer.userId),
    confirmed_at: r.confirmed_at,
    matched_at: shown ? r.matched_at : null,
    created_at: r.created_at,
  };
}

export const helpRequestSerializer = new Serializer<HelpRequestResource>(HELP_REQUESTS);

/** The link of each request, from the request's origin. */
export const helpRequestUrl = resourceUrlOf(HELP_REQUESTS_PATH);

/** One request as `viewer` may see it, as every single-resource answer sends it. */
export const helpRequestDocument = (
  request: HelpRequestRow,
  viewer: HelpViewer,
  offers: OfferRow[],
  query: ParsedQuery<typeof showQuery>,
  requestUrl: string,
) =>
  serializeDocument(helpRequestSerializer, toHelpRequestResource(request, viewer, offers), {
    ...query,
    selfUrl: requestUrl,
    resourceUrl: helpRequestUrl(requestUrl),
  });

export type OfferResource = HelpOfferAttributes & { id: string };
export const offerSerializer = new Serializer<OfferResource>(HELP_OFFERS);
