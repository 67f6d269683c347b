import {
  HELP_OFFERS,
  HELP_REQUESTS,
  helpOfferCreateRules,
  helpOfferShow,
  helpRequestConfirmRules,
  helpRequestCreateRules,
  helpRequestList,
  helpRequestShow,
  helpRequestUpdateRules,
} from "@contract/help-requests";
import { z } from "zod";
import type { QuerySpec } from "../../jsonapi/query";

export const HELP_REQUEST_TYPES_IN = [HELP_REQUESTS, "help_request"];
export const CONFIRMATION_TYPES_IN = ["help_request_confirmations", "help_request_confirmation"];
export const OFFER_TYPES_IN = [HELP_OFFERS, "help_offer"];

export const showQuery = helpRequestShow satisfies QuerySpec;
export const indexQuery = helpRequestList satisfies QuerySpec;
export const offerQuery = helpOfferShow satisfies QuerySpec;

export const createAttributes = z.object(helpRequestCreateRules).strict();
export const confirmAttributes = z.object(helpRequestConfirmRules).strict();
export const updateAttributes = z.object(helpRequestUpdateRules).strict();
export const offerAttributes = z.object(helpOfferCreateRules).strict();

export type CreateValues = z.output<typeof createAttributes>;
export type UpdateValues = z.output<typeof updateAttributes>;
export type OfferValues = z.output<typeof offerAttributes>;
