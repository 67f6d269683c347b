import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { listNotifications, markAllNotificationsRead, markNotificationRead, notificationTitle } from "~/.server/api/notifications";
import { requireUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { SubmitButton } from "~/components/submit-button";
import { DateTime } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { notificationIntent, parseListSearch } from "./schema";
import { paginationLabels } from "~/utils/pagination-labels";
import { besideGuard } from "~/.server/read-ahead";

export const handle = { i18n: ["notifications"] };

const PAGE_SIZE = 20;

// The signed-in user's notifications (docs/notifications.md): newest first, paged with links,
// marked read one by one or all at once with plain post forms. No JavaScript needed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = parseListSearch(new URL(request.url));
  // One's own notifications need only the URL: asked beside the guard's call (~/.server/read-ahead).
  const [, { notifications, total, unread }] = await besideGuard(
    requireUser(request, context),
    listNotifications(context.api, { number: search.page, size: PAGE_SIZE }, search.unread),
  );
  return {
    title: context.t("notifications:title"),
    search,
    total,
    unread,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    rows: notifications.map((n) => ({ id: n.id, title: notificationTitle(context.t, n), href: n.path, at: n.createdAt, read: n.read })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const parsed = notificationIntent.safeParse(Object.fromEntries(await request.formData()));
  // A forged or broken post: a 400 with the list again, not the error screen.
  if (!parsed.success) return data(null, { status: 400 });
  const { intent, id } = parsed.data;
  if (intent === "all") {
    await markAllNotificationsRead(context.api);
    flashToast(context, { title: context.t("notifications:markedAllRead"), color: "success" });
  } else if (id) await markNotificationRead(context.api, id, intent === "read");
  const back = new URL(request.url);
  return safeRedirect(`/notificaties${back.search}`);
}

export const meta = titleMeta;

export default function Notifications() {
  const { t, i18n } = useTranslation("notifications");
  const { rows, total, unread, pages, search } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          unread > 0 ? (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="all" />
              <SubmitButton variant="secondary">{t("markAllRead")}</SubmitButton>
            </Form>
          ) : null
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <p role="status">{t("total", { count: total, unread })}</p>
        <Link to={search.unread ? "/notificaties" : "/notificaties?unread=1"} className="text-primary-800 underline dark:text-primary-300">
          {search.unread ? t("showAll") : t("onlyUnread")}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ol aria-label={t("listLabel")} className="grid gap-2" data-testid="notification-list">
          {rows.map((row) => (
            <li
              key={row.id}
              className={`flex flex-wrap items-center justify-between gap-3 rounded-theme border p-3 ${row.read ? "border-muted-200 dark:border-muted-700" : "border-primary-700 bg-primary-50 dark:bg-muted-800"}`}
            >
              <div className="grid gap-1">
                <Link to={row.href} className="font-medium text-primary-800 underline dark:text-primary-300">
                  {row.title}
                </Link>
                <span className="text-sm text-muted-700 dark:text-muted-300">
                  {row.read ? t("read") : <strong>{t("unread")}</strong>} · <DateTime value={row.at} locale={i18n.language} />
                </span>
              </div>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="intent" value={row.read ? "unread" : "read"} />
                <SubmitButton variant="muted" aria-label={t(row.read ? "markUnreadOf" : "markReadOf", { title: row.title })}>
                  {row.read ? t("markUnread") : t("markRead")}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={search.page} pages={pages} labels={paginationLabels(t, "notifications", search.page, pages)} />
    </div>
  );
}
