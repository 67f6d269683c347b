import type { Tag } from "../../db/tags-schema";
import { Serializer } from "../../jsonapi/ts-japi";
import { TAGS } from "./schema";

export interface TagResource {
  id: string;
  name: string;
  volunteer_center_id: string;
  /** Approved organizations with this tag (what a visitor would find with it). */
  organizations_count: number;
  created_at: string;
  updated_at: string;
}

export type TagRow = Tag & { organizationsCount: number };

export const toTagResource = (t: TagRow): TagResource => ({
  id: String(t.id),
  name: t.name,
  volunteer_center_id: String(t.volunteerCenterId),
  organizations_count: t.organizationsCount,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

export const tagSerializer = new Serializer<TagResource>(TAGS);
