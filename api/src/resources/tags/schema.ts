import { z } from "zod";
import { MAX_MERGE_SOURCES, TAGS, tagKind, tagList, tagName, tagShow } from "@contract/tags";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";

export { TAGS };
/** The request document types of the writes. */
export const TAG_TYPES_IN = ["tags", "tag"];

export const showQuery = tagShow satisfies QuerySpec;

/** GET /tags: a centre keeps tens of tags, so a page holds them all by default. */
export const indexQuery = tagList satisfies QuerySpec;

const name = tagName;

// The kind is optional; null says "no kind" (on an update: left as it is when not sent).
const kind = tagKind.nullable().optional();

export const createAttributes = z.object({ name, kind, volunteer_center_id: integerId.optional() }).strict();

export const updateAttributes = z.object({ name, kind }).strict();

/** POST /tags/:id/merge: the tags that disappear into this one. */
export const mergeAttributes = z
  .object({
    source_ids: z
      .array(z.union([integerId, z.number().int().positive()]))
      .min(1)
      .max(MAX_MERGE_SOURCES),
  })
  .strict();
