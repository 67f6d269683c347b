import { idString } from "@contract/rules";
import { z } from "zod";

/** The page's query: ?page=N&unread=1. Anything odd falls back to page 1 of everything. */
export function parseListSearch(url: URL) {
  const page = Number(url.searchParams.get("page"));
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    unread: url.searchParams.get("unread") === "1",
  };
}

/** One notification read or unread again, or all of them read. */
export const notificationIntent = z.object({
  intent: z.enum(["read", "unread", "all"]),
  id: idString.optional(),
});
