import { z } from "zod";
import { MAX_MERGE_SOURCES, TAGS, tagList, tagName, tagShow } from "@contract/tags";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";

export { TAGS };
/** The request document types of the writes. */
export const TAG_TYPES_IN = ["tags", "tag"];

export const showQuery = tagShow satisfies QuerySpec;

/** GET /tags: a centre keeps tens of tags, so a page holds them all by default. */
export const indexQuery = tagList satisfies QuerySpec;

const name = tagName;

export const createAttributes = z.object({ name, volunteer_center_id: integerId.optional() }).strict();

export const updateAttributes = z.object({ name }).strict();

/** POST /tags/:id/merge: the tags that disappear into this one. */
export const mergeAttributes = z
  .object({
    source_ids: z
      .array(z.union([integerId, z.number().int().positive()]))
      .min(1)
      .max(MAX_MERGE_SOURCES),
  })
  .strict();
