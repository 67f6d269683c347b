import { z } from "zod";

/** The preview's one attribute: a doc as the editor sends it (a JSON string or the object). */
export const previewAttributes = z.object({ doc: z.union([z.string(), z.record(z.unknown())], { required_error: "Doc is required." }) }).strict();
