import { PROFILE_REPLIES, type ProfileReplyAttributes } from "@contract/volunteer-profiles/replies";
import { Serializer } from "../../jsonapi/ts-japi";
import type { ReplyRow } from "./queries";

export type ProfileReplyResource = ProfileReplyAttributes & { id: string };

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** A reply as both sides see it: names only, never an e-mail address or phone number. */
export const toReplyResource = (r: ReplyRow): ProfileReplyResource => ({
  id: String(r.id),
  status: r.status,
  message: r.message,
  organization_id: String(r.organization_id),
  organization_name: r.organization_name,
  volunteer_id: String(r.volunteer_id),
  volunteer_name: r.volunteer_name ?? "",
  vacancy_id: idOrNull(r.vacancy_id),
  vacancy_title: r.vacancy_title,
  conversation_id: idOrNull(r.conversation_id),
  answered_at: r.answered_at,
  created_at: r.created_at,
});

export const replySerializer = new Serializer<ProfileReplyResource>(PROFILE_REPLIES);
