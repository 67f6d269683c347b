import type { TagAttributes } from "@contract/tags";
import type { Tag } from "../../db/tags-schema";
import { resourceUrlOf, documentOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { TAGS } from "./schema";

export const TAGS_PATH = "/api/v1/tags";

/** A tag on the wire: the contract's attributes. */
export type TagResource = { id: string } & TagAttributes;

export type TagRow = Tag & { organizationsCount: number };

export const toTagResource = (t: TagRow): TagResource => ({
  id: String(t.id),
  name: t.name,
  kind: t.kind ?? null,
  volunteer_center_id: String(t.volunteerCenterId),
  organizations_count: t.organizationsCount,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

export const tagSerializer = new Serializer<TagResource>(TAGS);

/** The link of each tag, from the request's origin. */
export const tagUrl = resourceUrlOf(TAGS_PATH);

/** One tag as every single-resource answer sends it. */
export const tagDocument = documentOf(tagSerializer, toTagResource, tagUrl);
