import type { TagAttributes } from "@contract/tags";
import type { Tag } from "../../db/tags-schema";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { TAGS, type showQuery } from "./schema";

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
export const tagUrl = (requestUrl: string) => (tag: { id: string }) => new URL(`${TAGS_PATH}/${tag.id}`, requestUrl).href;

/** One tag as every single-resource answer sends it. */
export const tagDocument = (row: TagRow, query: ParsedQuery<typeof showQuery>, requestUrl: string) =>
  serializeDocument(tagSerializer, toTagResource(row), { ...query, selfUrl: requestUrl, resourceUrl: tagUrl(requestUrl) });
