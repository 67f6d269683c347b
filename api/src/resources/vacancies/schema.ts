import { vacancyList, vacancyShow } from "@contract/vacancies";
import type { QuerySpec } from "../../jsonapi/query";

// The query parameters are the contract's (contract/vacancies): the web's queries are typed by them.
export { isoDate } from "@contract/rules";

/** GET /vacancies/:id and the answers of the writes. */
export const showQuery = vacancyShow satisfies QuerySpec;

/** GET /vacancies: list and search (docs/vacancies.md "Search"). */
export const indexQuery = vacancyList satisfies QuerySpec;
