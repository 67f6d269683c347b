import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n-t";
import { readAheadById } from "~/.server/read-ahead";
import { APPLICATION_TRANSITIONS, formatMoment, getApplication } from "~/.server/api/applications";
import { requireUser } from "~/.server/auth";
import { idParams, parseParams } from "~/.server/not-found";
import { HeaderLinks, PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { applicationAction } from "./action.server";
import { ApplicationDetails } from "./application-details";
import { StatusForm } from "./status-form";
import { WithdrawConfirmation } from "./withdraw";
import { handlesApplicationsOf, talksAboutApplication } from "~/.server/permissions";

// Signed in, so it may hydrate (conform checks the message on blur); every button is a plain post.
export const handle = { hydrate: true, i18n: ["applications"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // The application needs only the URL's id: asked beside the user, used after the guard.
  const application = readAheadById(params, (id) => getApplication(context.api, id));
  const user = await requireUser(request, context);
  parseParams(request, params, idParams);
  const a = await application;
  const applicant = a.userId !== null && a.userId === user.id;
  // Seeing it without having applied means handling it (the API shows nobody else); an applicant
  // who also manages the organization is both.
  const handler = !applicant || handlesApplicationsOf(user, a.organizationId);
  const canWithdraw = applicant && APPLICATION_TRANSITIONS[a.status].includes("withdrawn");
  const name = a.name || context.t("applications:list.noName");
  return {
    title: context.t("applications:show.title", { name, vacancy: a.vacancy?.title ?? "" }),
    application: {
      id: a.id,
      name,
      email: a.email,
      phone: a.phone,
      guest: a.guest,
      motivation: a.motivation,
      status: a.status,
      statusMessage: a.statusMessage,
      statusChangedAt: a.statusChangedAt ? formatMoment(a.statusChangedAt, context.locale, true) : null,
      createdAt: formatMoment(a.createdAt, context.locale, true),
      vacancy: { id: a.vacancyId, title: a.vacancy?.title ?? `#${a.vacancyId}` },
      organization: a.organizationName,
    },
    next: handler ? APPLICATION_TRANSITIONS[a.status].filter((s) => s !== "withdrawn") : [],
    canWithdraw,
    // A message instead of a status change: the applicant and the organization's admins.
    canMessage: talksAboutApplication(user, a),
    confirmWithdraw: canWithdraw && new URL(request.url).searchParams.has("withdraw"),
  };
}

export const action = (args: ActionFunctionArgs) => applicationAction(args);
export const meta = titleMeta;

export default function ApplicationPage() {
  const { t } = useTranslation("applications");
  const { application, next, canWithdraw, canMessage, confirmWithdraw } = useLoaderData<typeof loader>();
  const result = useActionData<SubmissionResult<string[]>>();
  const withdrawResult = result?.initialValue?.intent === "withdraw" ? result : undefined;
  return (
    <div className="grid max-w-3xl gap-8">
      <PageHeader
        title={application.name}
        description={t("show.description", { vacancy: application.vacancy.title })}
        actions={
          <HeaderLinks
            links={[
              { to: "/applications", label: t("show.back") },
              canMessage && { to: `/conversations/new?application=${application.id}`, label: t("show.message") },
              canWithdraw && !confirmWithdraw && { to: "?withdraw", label: t("show.withdraw") },
            ]}
          />
        }
      />
      {confirmWithdraw || withdrawResult ? (
        <WithdrawConfirmation id={application.id} vacancy={application.vacancy.title} errors={withdrawResult?.error?.[""] ?? undefined} />
      ) : null}
      <ApplicationDetails application={application} />
      {next.length ? <StatusForm key={application.status} next={[...next]} lastResult={withdrawResult ? undefined : result} /> : null}
    </div>
  );
}
