import type { ListQuery } from "@contract/list";
import type { Camelized } from "@contract/case";
import type { TagAttributes, TagKind, tagList } from "@contract/tags";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCurrentVolunteerCenter } from "./volunteer-centers";
import { keptContent } from "../kept-content";

/** A tag as /tags shows it: the contract's attributes (camelCased by the client); a listed tag always has its centre. */
export type Tag = { id: string; volunteerCenterId: string } & Pick<Camelized<TagAttributes>, "name" | "kind" | "organizationsCount">;

const TAGS = "/api/v1/tags";

/** The site's own centre: the tenant's configured one, else the one the api serves for this host. */
export async function siteCenterId(context: AppLoadContext) {
  return context.tenant.volunteerCenterId ?? (await getCurrentVolunteerCenter(context.api)).id;
}

/** The site centre's tags by name, with their organization counts: what /tags shows, read anew each time. */
export async function listCenterTags(context: AppLoadContext): Promise<Tag[]> {
  const { data } = await context.api.get<Tag[]>(TAGS, {
    filter: { volunteer_center_id_eq: await siteCenterId(context) },
    sort: "name",
  } satisfies ListQuery<typeof tagList>);
  return data;
}

type TagName = Pick<Tag, "id" | "name" | "kind">;

/**
 * A centre's tags, only their names (a form's or a filter's choices), the first `size` by name:
 * without `fields` each tag's organizations_count reads every organization of the tag, which only
 * /tags shows. The kind too: a form groups its theme choices by it, as the social map's filters
 * (issue 49).
 */
async function readTagNames(context: AppLoadContext, volunteerCenterId: string, size?: number): Promise<TagName[]> {
  const { data } = await context.api.get<TagName[]>(TAGS, {
    filter: { volunteer_center_id_eq: volunteerCenterId },
    fields: { tags: ["name", "kind"] },
    sort: "name",
    page: size ? { size } : undefined,
  } satisfies ListQuery<typeof tagList>);
  return data;
}

/**
 * The site centre's tag names. Tags are public and listed alike for everyone, so the answer is
 * kept while the tenant's content version is current (kept-content.ts): the calendar's and the
 * sign-up form's filters, and the signed-in forms' theme choices, ask no api call.
 */
export function listCenterTagNames(context: AppLoadContext): Promise<TagName[]> {
  return keptContent(context, "tag-names", async () => readTagNames(context, await siteCenterId(context)));
}

/** A centre's tag names, the first `size` (a vacancy takes only its organization's centre's tags), kept the same way. */
export function tagNamesOfCenter(context: AppLoadContext, volunteerCenterId: string, size: number): Promise<TagName[]> {
  return keptContent(context, `tag-names:${volunteerCenterId}:${size}`, () => readTagNames(context, volunteerCenterId, size));
}

export async function createTag(context: AppLoadContext, name: string, kind: TagKind | null = null) {
  return (await context.api.write<Tag>("POST", TAGS, "tags", { name, kind, volunteerCenterId: await siteCenterId(context) })).data;
}

/** A new name and kind (null: none). */
export async function renameTag(context: AppLoadContext, id: string, name: string, kind: TagKind | null) {
  return (await context.api.write<Tag>("PATCH", `${TAGS}/${id}`, "tags", { name, kind }, id)).data;
}

export async function deleteTag(context: AppLoadContext, id: string) {
  await context.api.request("DELETE", `${TAGS}/${id}`);
}

/** Merges `sourceId` into `targetId`: the source's organizations get the target, the source goes. */
export async function mergeTags(context: AppLoadContext, sourceId: string, targetId: string) {
  return (await context.api.write<Tag>("POST", `${TAGS}/${targetId}/merge`, "tags", { sourceIds: [sourceId] }, targetId)).data;
}
