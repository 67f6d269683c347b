import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { type ConversationBox, listConversations } from "~/.server/api/conversations";
import { requireUser } from "~/.server/auth";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { DateTime } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { counterpartOf } from "../conversations.$id/counterpart";
import { HelpRequestLine } from "../conversations.$id/help-request-line";
import { clampedPage } from "~/utils/list-search";
import { paginationLabels } from "~/utils/pagination-labels";
import { besideGuard } from "~/.server/read-ahead";

export const handle = { i18n: ["conversations"] };

const PAGE_SIZE = 20;
const BOXES: ConversationBox[] = ["inbox", "archived", "reported"];

// The signed-in user's conversations (docs/conversations.md), latest message first; archived
// ones and (for staff) the ones reported to the centre behind links. No JavaScript needed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const box = (BOXES as string[]).includes(url.searchParams.get("box") ?? "") ? (url.searchParams.get("box") as ConversationBox) : "inbox";
  const number = clampedPage(url.searchParams);
  // One's own conversations need only the URL: asked beside the guard's call (~/.server/read-ahead).
  const [, { conversations, total, unread }] = await besideGuard(
    requireUser(request, context),
    listConversations(context.api, box, { number, size: PAGE_SIZE }),
  );
  return {
    title: context.t("conversations:title"),
    box,
    page: number,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    unread,
    rows: conversations.map((c) => ({
      id: c.id,
      topic: c.topic,
      with: counterpartOf(c, context.t),
      unread: c.unreadCount,
      at: c.lastMessageAt ?? c.createdAt,
      blocked: c.blocked,
      reported: c.reported,
      closed: c.closed,
      // One-on-one help: the request it is about, linked (its page shows it to both sides).
      helpRequest: c.subjectType === "HelpRequest" ? c.subjectId : null,
    })),
  };
}

export const meta = titleMeta;

export default function Conversations() {
  const { t, i18n } = useTranslation("conversations");
  const { rows, box, page, pages, unread } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={t("title")} description={t("description")} />
      <nav aria-label={t("boxes.label")} className="mb-4 flex flex-wrap gap-4">
        {BOXES.map((b) => (
          <Link
            key={b}
            to={b === "inbox" ? "/conversations" : `/conversations?box=${b}`}
            aria-current={b === box ? "page" : undefined}
            className="text-primary-800 underline aria-[current=page]:font-bold aria-[current=page]:no-underline dark:text-primary-300"
          >
            {t(`boxes.${b}`)}
          </Link>
        ))}
      </nav>
      <p role="status" className="mb-4" data-testid="conversations-unread">
        {t("unreadTotal", { count: unread })}
      </p>
      {rows.length === 0 ? (
        <p>{t(`empty.${box}`)}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t(`boxes.${box}`)}>
          {rows.map((row) => (
            <li key={row.id} className={`rounded-theme border p-3 ${row.unread > 0 ? "border-primary-700" : "border-muted-200 dark:border-muted-700"}`}>
              <Link to={`/conversations/${row.id}`} className="font-medium text-primary-800 underline dark:text-primary-300">
                {row.topic}
              </Link>
              <p className="text-sm">
                {t("with", { name: row.with })}
                {row.unread > 0 ? <strong className="ml-2">{t("unreadCount", { count: row.unread })}</strong> : null}
                {row.blocked ? <span className="ml-2">{t("blockedBadge")}</span> : null}
                {row.reported ? <span className="ml-2">{t("reportedBadge")}</span> : null}
                {row.closed ? <span className="ml-2">{t("closedBadge")}</span> : null}
              </p>
              {row.helpRequest ? <HelpRequestLine id={row.helpRequest} className="text-sm" /> : null}
              <DateTime value={row.at} locale={i18n.language} className="text-xs text-muted-700 dark:text-muted-300" />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} labels={paginationLabels(t, "conversations", page, pages)} />
    </div>
  );
}
