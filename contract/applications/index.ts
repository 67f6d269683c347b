import { z } from "zod";
import type { QuerySpec } from "../list";
import { LOCALES, type Locale } from "../locales";
import { flag, integerId } from "../rules";
import { VACANCIES, VACANCY_ATTRIBUTES } from "../vacancies/attributes";

export const APPLICATIONS = "applications";

export const APPLICATION_STATUSES = ["new", "in_progress", "accepted", "declined", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** docs/vacancies.md: which status may follow which; withdrawn is final. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ["in_progress", "accepted", "declined", "withdrawn"],
  in_progress: ["accepted", "declined", "withdrawn"],
  accepted: ["in_progress", "declined", "withdrawn"],
  declined: ["in_progress", "accepted"],
  withdrawn: [],
};

export const APPLICATION_ATTRIBUTES = [
  "motivation",
  "status",
  "status_message",
  "status_changed_at",
  "name",
  "email",
  "phone",
  "locale",
  "guest",
  "vacancy_id",
  "organization_id",
  "organization_name",
  "user_id",
  "created_at",
  "updated_at",
] as const;

/** The rules of an application's attributes, with their limits, as the wire names them. */
export const applicationRules = {
  motivation: z.string().trim().min(1).max(5000),
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(254),
  phone: z.string().trim().max(40),
  locale: z.enum(LOCALES),
  /** A handler's message to the applicant with a new status. */
  message: z.string().trim().min(1).max(2000),
  /** A guest's mailed withdrawal token. */
  token: z.string().min(1).max(200),
};

const fields = {
  [APPLICATIONS]: [...APPLICATION_ATTRIBUTES, "vacancy"],
  [VACANCIES]: VACANCY_ATTRIBUTES,
} as const;

export const applicationShow = { include: ["vacancy"], fields } as const satisfies QuerySpec;

export const applicationList = {
  ...applicationShow,
  page: { defaultSize: 25, maxSize: 1000 },
  sort: ["created_at", "updated_at", "status"],
  filter: {
    status_eq: z.enum(APPLICATION_STATUSES),
    vacancy_id_eq: integerId,
    organization_id_eq: integerId,
    mine: flag,
  },
} as const satisfies QuerySpec;

/** An application on the wire (its `vacancy` is a relationship). */
export interface ApplicationAttributes {
  motivation: string;
  status: ApplicationStatus;
  status_message: string | null;
  status_changed_at: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  locale: Locale;
  /** Applied without an account. */
  guest: boolean;
  vacancy_id: string;
  /** The vacancy's organization, so a list can show it without a second include. */
  organization_id: string;
  organization_name: string;
  user_id: string | null;
  created_at: string;
  updated_at: string;
}
