import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { ApiError } from "~/.server/api/errors";
import { answerReply, listReplies, type ReplyBox } from "~/.server/api/profile-replies";
import { requireUser } from "~/.server/auth";
import { permissionsOf } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { requireProfilesFeature } from "~/.server/volunteer-profiles";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { SubmitButton } from "~/components/submit-button";
import { DateTime } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { clampedPage } from "~/utils/list-search";
import { paginationLabels } from "~/utils/pagination-labels";
import { TextAreaField } from "~/components/ui/text-area-field";
import { entryPath } from "~/utils/slug";
import { readAhead } from "~/.server/read-ahead";

export const handle = { i18n: ["profiles"] };

const PAGE_SIZE = 20;

// Replies to profiles (docs/volunteer-profiles.md "Replies"): the volunteer's received ones, with
// accept and decline as plain posts; an organization admin's sent ones and their state.
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireProfilesFeature(request, context);
  const url = new URL(request.url);
  const number = clampedPage(url.searchParams);
  const askedSent = url.searchParams.get("box") === "sent";
  // The replies one received need only the URL: asked beside the guard's call
  // (~/.server/read-ahead). Those one sent wait for it: only an organization admin sends.
  const received = askedSent ? null : readAhead(listReplies(context.api, "received", { number, size: PAGE_SIZE }));
  const user = await requireUser(request, context);
  const sends = permissionsOf(user).adminOrgIds.length > 0;
  const box: ReplyBox = askedSent && sends ? "sent" : "received";
  const { replies, total } = await (received ?? listReplies(context.api, box, { number, size: PAGE_SIZE }));
  return { title: context.t("profiles:replies.title"), box, sends, replies, page: number, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireProfilesFeature(request, context);
  await requireUser(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  // A post that names no reply or no answer came from no form of ours: the list says so, as for a
  // reply that can no longer be answered.
  if (!/^[1-9][0-9]{0,14}$/.test(id) || (intent !== "accept" && intent !== "decline")) {
    flashToast(context, { title: context.t("profiles:replies.notAnswerable"), color: "danger" });
    return safeRedirect("/profile-replies");
  }
  const answer = String(form.get("answer") ?? "").slice(0, 2000);
  try {
    const reply = await answerReply(context.api, id, { status: intent === "accept" ? "accepted" : "declined", answer: answer.trim() || undefined });
    if (reply.conversationId) return safeRedirect(`/conversations/${reply.conversationId}`);
    flashToast(context, { title: context.t("profiles:replies.declined"), color: "success" });
    return safeRedirect("/profile-replies");
  } catch (error) {
    // Answered already, or not one's own: the list shows the reply as it is now.
    if (error instanceof ApiError && [403, 404, 422].includes(error.status)) {
      flashToast(context, { title: context.t("profiles:replies.notAnswerable"), color: "danger" });
      return safeRedirect("/profile-replies");
    }
    throw error;
  }
}

export const meta = titleMeta;

export default function ProfileReplies() {
  const { t, i18n } = useTranslation("profiles");
  const { box, sends, replies, page, pages } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={t("replies.title")} description={t(`replies.description.${box}`)} />
      {sends ? (
        <nav aria-label={t("replies.boxes")} className="mb-4 flex flex-wrap gap-4">
          {(["received", "sent"] as const).map((b) => (
            <Link
              key={b}
              to={b === "received" ? "/profile-replies" : "/profile-replies?box=sent"}
              aria-current={b === box ? "page" : undefined}
              className="text-primary-800 underline aria-[current=page]:font-bold aria-[current=page]:no-underline dark:text-primary-300"
            >
              {t(`replies.box.${b}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      {replies.length === 0 ? (
        <p>{t(`replies.empty.${box}`)}</p>
      ) : (
        <ul className="grid gap-4" aria-label={t(`replies.box.${box}`)}>
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-theme border border-muted-200 p-4 dark:border-muted-700" data-testid="profile-reply">
              <h2 className="text-lg font-semibold">
                {box === "received" ? reply.organizationName : t("replies.to", { name: reply.volunteerName, organization: reply.organizationName })}
              </h2>
              <p className="text-sm">
                <span className="font-medium">{t(`replies.status.${reply.status}`)}</span> · <DateTime value={reply.createdAt} locale={i18n.language} />
              </p>
              {reply.vacancyId ? (
                <p className="text-sm">
                  {t("replies.vacancy")}{" "}
                  <Link to={entryPath("/vacancies", reply.vacancyId, reply.vacancyTitle)} className="underline">
                    {reply.vacancyTitle}
                  </Link>
                </p>
              ) : null}
              <p className="mt-2 whitespace-pre-line">{reply.message}</p>
              {reply.conversationId ? (
                <p className="mt-2">
                  <Link to={`/conversations/${reply.conversationId}`} className="font-medium text-primary-800 underline dark:text-primary-300">
                    {t("replies.openConversation")}
                  </Link>
                </p>
              ) : null}
              {box === "received" && reply.status === "pending" ? (
                <Form method="post" className="mt-3 grid max-w-xl gap-2">
                  <CsrfField />
                  <input type="hidden" name="id" value={reply.id} />
                  <TextAreaField id={`answer-${reply.id}`} name="answer" label={t("replies.answer")} rows={3} maxLength={2000} />
                  <div className="flex flex-wrap gap-3">
                    <SubmitButton name="intent" value="accept">
                      {t("replies.accept")}
                    </SubmitButton>
                    <SubmitButton name="intent" value="decline" variant="secondary">
                      {t("replies.decline")}
                    </SubmitButton>
                  </div>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} labels={paginationLabels(t, "profiles", page, pages)} />
    </div>
  );
}
