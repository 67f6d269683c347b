import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { getConversation, listMessages, updateConversation } from "~/.server/api/conversations";
import { requireUser } from "~/.server/auth";
import { idParams, parseParams } from "~/.server/not-found";
import { readAheadById } from "~/.server/read-ahead";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { conversationAction } from "./action.server";
import { ConversationControls } from "./controls";
import { counterpartOf } from "./counterpart";
import { HelpRequestLine } from "./help-request-line";
import { MessageList } from "./message-list";
import { NewMessagesPoller } from "./poller";
import { ReplyForm } from "./reply-form";

// Hydrated for one thing only: new messages appear while the page is visible (the poller
// revalidates this loader). Every form posts without JavaScript too.
export const handle = { hydrate: true, i18n: ["conversations"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  const safeBefore = before && /^[1-9][0-9]{0,15}$/.test(before) ? before : undefined;
  // The conversation and its messages need only the URL: asked beside the user, awaited after the
  // guard and in the order they were asked before, so the same error shows (~/.server/read-ahead;
  // the api answers both 404 to whoever may not see the conversation).
  const conversationAhead = readAheadById(params, (id) => getConversation(context.api, id));
  const messagesAhead = readAheadById(params, (id) => listMessages(context.api, id, { before: safeBefore }));
  await requireUser(request, context);
  const { id } = parseParams(request, params, idParams);
  let conversation = await conversationAhead;
  const { messages, older } = await messagesAhead;
  // Opening it reads it: the unread count and its notifications go to zero.
  if (conversation.side !== null && conversation.unreadCount > 0) conversation = await updateConversation(context.api, id, { read: true });
  return {
    title: conversation.topic,
    conversation: { ...conversation, with: counterpartOf(conversation, context.t) },
    messages,
    older: older ? messages[0]?.id : undefined,
    paged: safeBefore !== undefined,
  };
}

export const action = conversationAction;

export const meta = titleMeta;

export default function ConversationPage() {
  const { t } = useTranslation("conversations");
  const { conversation, messages, older, paged } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="grid gap-6">
      <div>
        <Breadcrumbs items={[{ label: t("title"), href: "/conversations" }, { label: conversation.topic }]} />
        <PageHeader title={conversation.topic} description={t("with", { name: conversation.with })} />
      </div>
      {conversation.subjectType === "HelpRequest" && conversation.subjectId ? (
        <HelpRequestLine id={conversation.subjectId} data-testid="conversation-help-request" />
      ) : null}
      {conversation.side === null ? <p className="rounded-theme border border-muted-300 p-3">{t("readerNote")}</p> : null}
      {conversation.closed ? (
        <p className="rounded-theme border border-muted-300 p-3" role="status">
          {t("closedNote")}
        </p>
      ) : null}
      {conversation.blocked ? (
        <p className="rounded-theme border border-red-300 p-3" role="status">
          {conversation.blockedByMe ? t("blockedByMe") : t("blockedByOther")}
        </p>
      ) : null}
      <MessageList messages={messages} older={older} conversation={conversation} />
      {conversation.canPost && !paged ? <ReplyForm lastResult={lastResult} /> : null}
      {!paged ? <NewMessagesPoller /> : null}
      {conversation.side !== null ? <ConversationControls conversation={conversation} lastResult={lastResult} /> : null}
    </div>
  );
}
