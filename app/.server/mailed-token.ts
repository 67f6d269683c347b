/** A mailed link's token, from its query or the page's post: trimmed, at most 200 characters, "" when there is none. */
export const tokenOf = (value: FormDataEntryValue | string | null) => (typeof value === "string" ? value.trim().slice(0, 200) : "");
