import { z } from "zod";
import { resourceSpecs } from "../list";
import { integerId } from "../rules";

export const TAGS = "tags";

export const TAG_ATTRIBUTES = ["name", "kind", "volunteer_center_id", "organizations_count", "created_at", "updated_at"] as const;

/**
 * What a theme says about an organization (issue 49): what it does, for whom, or how. The social
 * map groups its theme filters by kind; a theme without one (null) is listed after them.
 */
export const TAG_KINDS = ["activity", "audience", "approach"] as const;
export type TagKind = (typeof TAG_KINDS)[number];
export const tagKind = z.enum(TAG_KINDS);

export interface TagAttributes {
  name: string;
  kind: TagKind | null;
  volunteer_center_id: string | null;
  organizations_count: number;
  created_at: string;
  updated_at: string;
}

/** A tag is one line of text of at most 60 characters: no tabs, newlines or other control characters. */
export const TAG_NAME_MAX = 60;
export const tagName = z
  .string()
  .trim()
  .min(1)
  .max(TAG_NAME_MAX)
  .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 32), "must not contain control characters");

/** A merge takes at most this many tags at once. */
export const MAX_MERGE_SOURCES = 100;

/** GET /tags: a centre keeps tens of tags, so a page holds them all by default. */
export const { show: tagShow, list: tagList } = resourceSpecs(TAGS, TAG_ATTRIBUTES, {
  page: { defaultSize: 1000, maxSize: 1000 },
  sort: ["name", "created_at"],
  filter: {
    name_cont: z.string().min(1).max(TAG_NAME_MAX),
    volunteer_center_id_eq: integerId,
  },
});
