import { z } from "zod";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";

export const TAGS = "tags";
/** The request document types of the writes. */
export const TAG_TYPES_IN = ["tags", "tag"];

const fields = {
  [TAGS]: [
    "name",
    "volunteer_center_id",
    "organizations_count",
    "created_at",
    "updated_at",
  ],
};

export const showQuery = { fields } satisfies QuerySpec;

/** GET /tags: a centre keeps tens of tags, so a page holds them all by default. */
export const indexQuery = {
  fields,
  page: { defaultSize: 1000, maxSize: 1000 },
  sort: ["name", "created_at"],
  filter: {
    name_cont: z.string().min(1).max(60),
    volunteer_center_id_eq: integerId,
  },
} satisfies QuerySpec;

const name = z
  .string()
  .trim()
  .min(1)
  .max(60)
  // A tag is one line of text: no tabs, newlines or other control characters.
  .refine(
    (v) => ![...v].some((ch) => ch.charCodeAt(0) < 32),
    "must not contain control characters",
  );

export const createAttributes = z
  .object({ name, volunteer_center_id: integerId.optional() })
  .strict();

export const updateAttributes = z.object({ name }).strict();

/** POST /tags/:id/merge: the tags that disappear into this one. */
export const mergeAttributes = z
  .object({
    source_ids: z
      .array(z.union([integerId, z.number().int().positive()]))
      .min(1)
      .max(100),
  })
  .strict();
