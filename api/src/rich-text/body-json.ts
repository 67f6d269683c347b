import { EMPTY_DOC } from "./types";
import { parseRichText } from "./validate";

/** A page's or news item's body as stored: the pipeline's doc (422 with a pointer into it), an empty doc when absent. */
export const bodyJson = (value: unknown) => JSON.stringify(value === undefined || value === null ? EMPTY_DOC : parseRichText("body", value));
