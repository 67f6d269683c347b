import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { profileReplyList, profileReplyShow } from "@contract/volunteer-profiles/replies";
import { Hono, type Context } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { type QuerySpec, parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { loadActor } from "../../auth/actor";
import { requireProfiles } from "../volunteer-profiles/access";
import { answerReply } from "./answer";
import { createReply } from "./create";
import { type ReplyRow, findReply, listReplies } from "./queries";
import { replySerializer, toReplyResource } from "./serializer";

export const PROFILE_REPLIES_PATH = "/api/v1/profile_replies";

const showQuery = profileReplyShow satisfies QuerySpec;
const indexQuery = profileReplyList satisfies QuerySpec;
const replyList = listQuery(indexQuery);
const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const replyUrl = (c: Context) => (r: { id: string }) => new URL(`${PROFILE_REPLIES_PATH}/${r.id}`, c.req.url).href;

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

async function sendReply(c: Context<AppEnv>, id: number, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const resource = toReplyResource((await findReply(c.var.db, c.var.tenantId, id))!);
  const document = await serializeDocument(replySerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: replyUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: replyUrl(c)(resource) } : {});
}

// Replies to profiles (docs/volunteer-profiles.md "Replies"): the volunteer and the replying
// organization's admins see a reply; 404 in the meedoen app context, as the profiles.
export const profileReplyRoutes = new Hono<AppEnv>()
  .use("*", requireProfiles)
  .get("/", signedIn, replyList, async (c) => {
    const user = requireUser(c);
    const query = replyList.of(c);
    const actor = await loadActor(c);
    const who = query.filter.box === "sent" ? { organizationIds: actor.adminOrgIds } : { volunteerId: user.id };
    const { rows, total } = await listReplies(c.var.db, c.var.tenantId, who, query.page);
    return sendList(c, replySerializer, rows.map(toReplyResource), query, { total, resourceUrl: replyUrl(c) });
  })
  .post("/", async (c) => {
    parseQuery(searchParams(c), showQuery);
    return sendReply(c, await createReply(c), 201);
  })
  .get("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    return sendReply(c, (await pathReply(c)).id);
  })
  .patch("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    const reply = await pathReply(c);
    await answerReply(c, reply, requireUser(c));
    return sendReply(c, reply.id);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PATCH"]));
