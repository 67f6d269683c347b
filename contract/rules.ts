import { z } from "zod";
import { isCalendarDate } from "./calendar-date";

// Rules more than one resource uses. Each is written once; the api's write schemas and the web's
// form schemas compose from them (the api turns "" into null, the web makes a field optional).

/**
 * The words of a search, as the api looks for them: runs of letters and digits (no search syntax
 * gets through). A search without any ("!!", a lone "-") is no search: the api answers it 400, so
 * the web leaves it out of its call and lists as if nothing was typed.
 */
export const searchWords = (search: string): string[] => search.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Resource ids are strings on the wire and SQLite integers in the database. Only the canonical
 * decimal form ("7", not "07", "7.0" or "+7") is an id, so one row has one URL.
 */

export const ID_PATTERN = /^[1-9][0-9]*$/;

export const integerId = z.string().regex(ID_PATTERN, "must be a positive integer").transform(Number).refine(Number.isSafeInteger, "is too large");

/**
 * An id as the web reads it from a URL or a form: canonical, and at most 15 digits so it is always a
 * safe integer (a longer one is no row: the page is not found before any api call).
 */
export const idString = z.string().regex(/^[1-9][0-9]{0,14}$/);

/** Ids in a body, as strings or numbers (organizations and vacancies take both). */
export const idList = (max: number) =>
  z
    .array(z.union([integerId, z.number().int().positive()]))
    .max(max)
    .transform((ids) => ids.map(Number));

/**
 * A Dutch postcode: "1234 AB", "1234AB", or the four digits alone (a whole area). Surrounding
 * space is allowed; the groups are the digits and the letters.
 */
export const POSTCODE_PATTERN = /^\s*([1-9][0-9]{3})\s?([A-Za-z]{2})?\s*$/;

export const isPostcode = (value: string) => POSTCODE_PATTERN.test(value);

/** A postcode as a filter value (the organizations' filter[near], the vacancies' filter[postcode]). */
export const postcode = z.string().regex(POSTCODE_PATTERN, "must be a Dutch postcode (1234 AB or 1234)");

/** Hours in a week: an attribute's bounds, and the most a filter may ask for. */
export const HOURS_PER_WEEK = { min: 0, max: 168 } as const;

export const hoursPerWeek = z.number().min(HOURS_PER_WEEK.min).max(HOURS_PER_WEEK.max);

/** Hours as typed into a query: a number with at most two decimals ("8", "2.5"). */
export const HOURS_TEXT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

export const isHoursText = (value: string) => HOURS_TEXT_PATTERN.test(value) && Number(value) <= HOURS_PER_WEEK.max;

/** Hours as a filter value, a number within a week. */
export const hoursFilter = z.string().refine(isHoursText, `must be a number of hours such as 8 or 2.5, at most ${HOURS_PER_WEEK.max}`).transform(Number);

// In a module of its own, without zod, so a browser script can check a date (the forms' island).
export { isCalendarDate };

export const isoDate = z.string().refine(isCalendarDate, "must be a calendar date as YYYY-MM-DD");

/** Today in UTC as 'YYYY-MM-DD': expiry dates are compared with it. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** A filter's `lat,lng` in WGS84 degrees, as the pair of numbers. */
export const point = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, "must be latitude,longitude")
  .transform((v) => v.split(",").map(Number) as [number, number])
  .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, "is not a point on earth");

/** A true/false query parameter. */
export const flag = z.enum(["true", "false"], { errorMap: () => ({ message: "must be true or false" }) }).transform((v) => v === "true");

/** Free text of at most `max` characters, trimmed (a wire attribute that may be cleared). */
export const text = (max: number) => z.string().trim().max(max);

/** A place's address, as organizations (a nested object) and vacancies (flat) carry it. */
export const addressRules = {
  street: text(200),
  house_number: text(20),
  postal_code: text(20),
  city: text(100),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
};

/** An e-mail address as an attribute: trimmed, at most 254 characters. */
export const emailAddress = z.string().trim().email().max(254);

/** A phone number of an organization or a user: digits, spaces and + - ( ) . */
export const PHONE_PATTERN = /^[0-9+()\-.\s]*$/;

/**
 * A web address a page may link to: an absolute URL with the http or https scheme and a host.
 * `z.string().url()` alone takes any scheme the URL parser knows, `javascript:` and `data:`
 * included, which a link would run (issue 17). One check, so a bad value gets one error; no
 * message of its own, so each form says "… is not valid." in its language.
 */
export const isWebUrl = (value: string) => {
  if (!/^https?:\/\/[^/?#\\]/i.test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname !== "";
};

export const webUrl = (max: number) => z.string().trim().max(max).refine(isWebUrl);
