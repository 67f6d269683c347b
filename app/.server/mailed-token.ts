import { data } from "@remix-run/cloudflare";

/** A mailed link's token, from its query or the page's post: trimmed, at most 200 characters, "" when there is none. */
export const tokenOf = (value: FormDataEntryValue | string | null) => (typeof value === "string" ? value.trim().slice(0, 200) : "");

/** The loader data of a page a mailed link opens: its title and the link's token; a 404 without a token (nothing to ask about). */
export function mailedTokenPage(request: Request, title: string) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  return token ? { title, token } : data({ title, token }, { status: 404 });
}
