import { z } from "zod";
import { idString } from "@contract/rules";

const id = idString;
const name = z.string().trim().min(1).max(60);

/** The four forms of /tags, told apart by their `intent` button. */
export const tagFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), name }),
  z.object({ intent: z.literal("rename"), id, name }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({ intent: z.literal("merge"), source: id, target: id }),
]);

export type TagForm = z.infer<typeof tagFormSchema>;
