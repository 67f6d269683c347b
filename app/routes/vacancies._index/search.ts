import { z } from "zod";
import { vacancyList } from "@contract/vacancies";
import { VACANCY_STATUSES } from "~/utils/vacancy-status";
import { listSearchParser, orDefault } from "~/utils/list-search";

/** The list's filters from its URL: `q`, `status`, `page`, `per_page`. */
export const parseSearch = listSearchParser(vacancyList.page, {
  q: orDefault(z.string().trim().max(200), ""),
  status: orDefault(z.enum(VACANCY_STATUSES).or(z.literal("")), ""),
});

export type VacancySearch = ReturnType<typeof parseSearch>;
