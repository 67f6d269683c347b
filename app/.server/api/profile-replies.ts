import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import { PROFILE_REPLIES, type ProfileReplyAttributes, type profileReplyList } from "@contract/volunteer-profiles/replies";
import type { ApiClient } from "./client";

// docs/volunteer-profiles.md "Replies". Names only: no participant's e-mail address or phone.
export type ProfileReply = Camelized<ProfileReplyAttributes> & { id: string };

const PATH = "/api/v1/profile_replies";

export type ReplyBox = "received" | "sent";

export async function listReplies(api: ApiClient, box: ReplyBox, page: { number: number; size: number }) {
  const { data, meta } = await api.get<ProfileReply[]>(PATH, { filter: { box }, page } satisfies ListQuery<typeof profileReplyList>);
  return { replies: data, total: Number(meta.total ?? 0) };
}

export const sendReply = async (api: ApiClient, attributes: { volunteerId: string; organizationId: string; vacancyId?: string; message: string }) =>
  (await api.write<ProfileReply>("POST", PATH, PROFILE_REPLIES, attributes)).data;

export const answerReply = async (api: ApiClient, id: string, attributes: { status: "accepted" | "declined"; answer?: string }) =>
  (await api.write<ProfileReply>("PATCH", `${PATH}/${id}`, PROFILE_REPLIES, attributes, id)).data;
