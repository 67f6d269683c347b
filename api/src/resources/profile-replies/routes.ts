import { profileReplyList, profileReplyShow } from "@contract/volunteer-profiles/replies";
import { Hono, type Context } from "hono";
import type { User } from "../../db/accounts-schema";
import { requireUser, signedIn } from "../../auth/authenticate";
import { loadActor } from "../../auth/actor";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { forbidden, notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import type { ParsedQuery, QuerySpec } from "../../jsonapi/query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { requireProfiles } from "../volunteer-profiles/access";
import { answerReply } from "./answer";
import { createReply } from "./create";
import { type ReplyRow, findReply, listReplies } from "./queries";
import { PROFILE_REPLY_TYPES_IN, answerAttributes, createAttributes } from "./schema";
import { replySerializer, toReplyResource } from "./serializer";

export const PROFILE_REPLIES_PATH = "/api/v1/profile_replies";

const showSpec = profileReplyShow satisfies QuerySpec;
const indexQuery = profileReplyList satisfies QuerySpec;
const replyList = listQuery(indexQuery);
const replyQuery = showQuery(showSpec);
const replyUrl = resourceUrlOf(PROFILE_REPLIES_PATH);

/** The reply of the path, for its volunteer and the organization's admins; 404 for everybody else. */
async function pathReply(c: Context<AppEnv>): Promise<ReplyRow> {
  const user = requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const [actor, reply] = await Promise.all([loadActor(c), id === undefined ? undefined : findReply(c.var.db, c.var.tenantId, id)]);
  if (reply === undefined || (reply.volunteer_id !== user.id && !actor.adminOrgIds.includes(reply.organization_id)))
    throw notFound(`There is no profile reply ${param}.`);
  return reply;
}

/** The reply of the path as its volunteer answers it: only the volunteer does (403 for its organization). */
async function answerableReply(c: Context<AppEnv>): Promise<{ reply: ReplyRow; volunteer: User }> {
  const reply = await pathReply(c);
  const volunteer = requireUser(c);
  if (reply.volunteer_id !== volunteer.id) throw forbidden("Only the volunteer answers a reply to their profile.");
  return { reply, volunteer };
}

const visible = guard(pathReply);
const answerable = guard(answerableReply);

async function sendReply(c: Context<AppEnv>, id: number, query: ParsedQuery<typeof showSpec>, status: 200 | 201 = 200) {
  const resource = toReplyResource((await findReply(c.var.db, c.var.tenantId, id))!);
  const document = await serializeDocument(replySerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: replyUrl(c.req.url) });
  return sendDocument(c, document, status, status === 201 ? { Location: replyUrl(c.req.url)(resource) } : {});
}

// Replies to profiles (docs/volunteer-profiles.md "Replies"): the volunteer and the replying
// organization's admins see a reply; 404 in the meedoen app context, as the profiles.
// Each route answers in the order it did before the recipe: the query's 400 before the caller's 401.
export const profileReplyRoutes = new Hono<AppEnv>()
  .use("*", requireProfiles)
  .get("/", signedIn, replyList, async (c) => {
    const user = requireUser(c);
    const query = replyList.of(c);
    const actor = await loadActor(c);
    const who = query.filter.box === "sent" ? { organizationIds: actor.adminOrgIds } : { volunteerId: user.id };
    const { rows, total } = await listReplies(c.var.db, c.var.tenantId, who, query.page);
    return sendList(c, replySerializer, rows.map(toReplyResource), query, { total, resourceUrl: replyUrl(c.req.url) });
  })
  .post("/", replyQuery, signedIn, writeDocument(PROFILE_REPLY_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const id = await createReply(c, requireUser(c), c.req.valid("json"));
    return sendReply(c, id, c.req.valid("query"), 201);
  })
  .get("/:id", replyQuery, visible, async (c) => sendReply(c, visible.of(c).id, c.req.valid("query")))
  .patch("/:id", replyQuery, answerable, writeDocument(PROFILE_REPLY_TYPES_IN, answerAttributes, { id: (c) => answerable.of(c).reply.id }), async (c) => {
    const { reply, volunteer } = answerable.of(c);
    await answerReply(c, reply, volunteer, c.req.valid("json"));
    return sendReply(c, reply.id, c.req.valid("query"));
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PATCH"]));
