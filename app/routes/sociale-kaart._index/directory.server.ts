import type { AppLoadContext } from "@remix-run/cloudflare";
import { listDirectory, listTagNames } from "~/.server/api/social-map";
import { PAGE_SIZE, parseDirectorySearch } from "./search";

/** What /sociale-kaart and its embed show for a URL; `status` 400 when the postcode is bad. */
export async function loadDirectory(request: Request, context: AppLoadContext) {
  const search = parseDirectorySearch(new URL(request.url));
  const filters = { ...search, postcode: search.postcodeInvalid ? "" : search.postcode, size: PAGE_SIZE };
  const [result, tags] = await Promise.all([listDirectory(context, filters), listTagNames(context)]);
  const postcodeError = search.postcodeInvalid
    ? context.t("social-map:search.postcodeInvalid")
    : result.postcodeUnknown
      ? context.t("social-map:search.postcodeUnknown")
      : null;
  const total = postcodeError ? 0 : result.total;
  return {
    search,
    tags,
    postcodeError,
    entries: postcodeError ? [] : result.entries,
    total,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    status: postcodeError ? 400 : 200,
  };
}
