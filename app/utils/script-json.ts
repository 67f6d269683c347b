/** A value as JSON for a `<script type="application/json">` block: "<" escaped, so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
