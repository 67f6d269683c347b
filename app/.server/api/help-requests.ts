import type { Camelized } from "@contract/case";
import {
  HELP_OFFERS,
  HELP_REQUEST_CONFIRMATIONS,
  HELP_REQUESTS,
  type HelpOffer,
  type HelpRequestAttributes,
  type HelpRequestStatus,
  type HowOften,
  type helpRequestList,
} from "@contract/help-requests";
import type { ListQuery } from "@contract/list";
import type { ApiClient } from "./client";
import { orErrorScreen } from "./errors";
import type { Locale } from "@contract/locales";

// docs/one-on-one-help.md. The requester's details come filled in only for the centre's staff and
// the matched volunteer (`detailsShown`); the api decides.
// The client camelizes nested keys too (the offers' volunteer_name → volunteerName).
export type HelpRequest = Omit<Camelized<HelpRequestAttributes>, "offers"> & { id: string; offers: Camelized<HelpOffer>[] };

const PATH = "/api/v1/help_requests";

export interface NewHelpRequest {
  name: string;
  email: string;
  phone?: string;
  what: string;
  howOften: HowOften;
  area: string;
  locale: Locale;
}

export const askForHelp = async (api: ApiClient, attributes: NewHelpRequest) => (await api.write<HelpRequest>("POST", PATH, HELP_REQUESTS, attributes)).data;

export const confirmHelpRequest = async (api: ApiClient, token: string) =>
  (await api.write<HelpRequest>("POST", "/api/v1/help_request_confirmations", HELP_REQUEST_CONFIRMATIONS, { token })).data;

export async function listHelpRequests(api: ApiClient, status: HelpRequestStatus | undefined, page: { number: number; size: number }) {
  const { data, meta } = await api.get<HelpRequest[]>(PATH, { filter: { status }, page } satisfies ListQuery<typeof helpRequestList>);
  return { requests: data, total: Number(meta.total ?? 0) };
}

/** One request; one the caller may not see is the error screen's 'not found'. */
export async function getHelpRequest(api: ApiClient, id: string) {
  return (await orErrorScreen(api.get<HelpRequest>(`${PATH}/${id}`))).data;
}

export const updateHelpRequest = async (
  api: ApiClient,
  id: string,
  attributes: { status?: "open" | "matched" | "closed"; volunteerId?: string | null; followUp?: string },
) => (await api.write<HelpRequest>("PATCH", `${PATH}/${id}`, HELP_REQUESTS, attributes, id)).data;

export const offerHelp = async (api: ApiClient, helpRequestId: string, message?: string) =>
  (await api.write("POST", "/api/v1/help_offers", HELP_OFFERS, { helpRequestId, message })).data;
