import { z } from "zod";
import { idString } from "@contract/rules";
import { TAG_KINDS } from "@contract/tags";

const id = idString;
const name = z.string().trim().min(1).max(60);
// "" is the form's "no kind".
const kind = z
  .enum(["", ...TAG_KINDS])
  .optional()
  .transform((v) => (v ? v : null));

/** The four forms of /tags, told apart by their `intent` button. */
export const tagFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), name, kind }),
  z.object({ intent: z.literal("rename"), id, name, kind }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({ intent: z.literal("merge"), source: id, target: id }),
]);

export type TagForm = z.infer<typeof tagFormSchema>;
