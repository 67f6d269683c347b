import { z } from "zod";
import { APPLICATION_STATUSES, applicationList } from "@contract/applications";
import { idString } from "@contract/rules";
import { listSearchParser, orDefault } from "~/utils/list-search";

/** The list's filters from its URL: `status`, `vacancy` (an id), `page`, `per_page`. */
export const parseSearch = listSearchParser(applicationList.page, {
  status: orDefault(z.enum(APPLICATION_STATUSES).or(z.literal("")), ""),
  vacancy: orDefault(idString.or(z.literal("")), ""),
});

export type ApplicationSearch = ReturnType<typeof parseSearch>;
