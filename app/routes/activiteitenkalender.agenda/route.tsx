import { CsrfField } from "~/components/csrf-field";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { getFeedToken, listOwnSignUps, renewFeedToken, revokeFeedToken } from "~/.server/api/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { requireUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { DataTable, linkColumn } from "~/components/data-table";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { Section } from "~/components/section";

// The signed-in user's sign-ups and their personal iCalendar feed: a secret address they can
// add to their calendar app, renew (the old one stops) or revoke.
export const handle = { i18n: ["activities"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const [, [token, signUps]] = await besideGuard(requireUser(request, context), Promise.all([getFeedToken(context.api), listOwnSignUps(context.api)]));
  const origin = new URL(request.url).origin;
  return {
    title: context.t("activities:personal.title"),
    feedUrl: token ? `${origin}/activiteitenkalender/persoonlijk/${token}/agenda.ics` : null,
    rows: signUps.map((s) => ({ id: s.id, activityId: s.activityId, title: s.activityTitle, status: s.status })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireActivitiesFeature(request, context);
  await requireUser(request, context);
  const intent = (await request.formData()).get("intent");
  if (intent === "revoke") await revokeFeedToken(context.api);
  else await renewFeedToken(context.api);
  flashToast(context, { title: context.t(intent === "revoke" ? "activities:personal.revoked" : "activities:personal.renewed"), color: "success" });
  return safeRedirect("/activiteitenkalender/agenda");
}

export const meta = titleMeta;

export default function PersonalAgenda() {
  const { t } = useTranslation("activities");
  const { feedUrl, rows } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-8">
      <PageHeader title={t("personal.title")} description={t("personal.intro")} />
      <DataTable
        rows={rows}
        caption={t("personal.caption")}
        empty={t("personal.empty")}
        columns={[
          linkColumn(t("participants.columns.activity"), (r: (typeof rows)[number]) => ({ to: `/activiteitenkalender/${r.activityId}`, text: r.title })),
          { header: t("participants.columns.status"), cell: (r) => t(`signUpStatus.${r.status}`) },
        ]}
      />
      <Section id="feed-heading" title={t("personal.feedTitle")} className="grid gap-4">
        <p>{t("personal.feedIntro")}</p>
        {feedUrl ? (
          <p className="break-all">
            <a href={feedUrl} className="underline" data-testid="personal-feed">
              {feedUrl}
            </a>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-4">
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="renew" />
            <SubmitButton variant="primary">{t(feedUrl ? "personal.renew" : "personal.create")}</SubmitButton>
          </Form>
          {feedUrl ? (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="revoke" />
              <SubmitButton variant="danger">{t("personal.revoke")}</SubmitButton>
            </Form>
          ) : null}
        </div>
      </Section>
    </div>
  );
}
