import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { getHelpRequest } from "~/.server/api/help-requests";
import { requireUser } from "~/.server/auth";
import { permissionsOf } from "~/.server/permissions";
import { requireOneOnOneHelpFeature } from "~/.server/volunteer-profiles";
import { CsrfField } from "~/components/csrf-field";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { DateTime } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { helpRequestAction } from "./action.server";
import { StaffControls } from "./staff-controls";
import { TextAreaField } from "~/components/ui/text-area-field";
import { Section } from "~/components/section";

export const handle = { i18n: ["help"] };

const ID = /^[1-9][0-9]{0,14}$/;

// One request for help (docs/one-on-one-help.md): what, how often and roughly where for
// everybody who may see it; the requester's details for the staff and the matched volunteer;
// the offer button for volunteers while it is open; matching and follow-up for the staff.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireOneOnOneHelpFeature(request, context);
  const user = await requireUser(request, context);
  if (!ID.test(params.id ?? "")) throw data(null, { status: 404 });
  const help = await getHelpRequest(context.api, params.id!);
  const wording = context.tenant.features.oneOnOneHelpWording;
  return { title: context.t("help:detail.title"), wording, help, staff: permissionsOf(user).staff && help.detailsShown };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireOneOnOneHelpFeature(request, context);
  await requireUser(request, context);
  if (!ID.test(params.id ?? "")) throw data(null, { status: 404 });
  return helpRequestAction(context, params.id!, await request.formData());
}

export const meta = titleMeta;

export default function HelpRequestPage() {
  const { t, i18n } = useTranslation("help");
  const { wording, help, staff } = useLoaderData<typeof loader>();
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium">{label}</dt>
      <dd className="whitespace-pre-line">{value}</dd>
    </div>
  );
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("detail.title")} description={t(`words.${wording}.title`)} />
      <dl className="grid gap-3" data-testid="help-request-details">
        {row(t("detail.what"), help.what)}
        {row(t("detail.howOften"), t(`howOften.${help.howOften}`))}
        {row(t("detail.area"), help.area)}
        {row(t("detail.status"), t(`status.${help.status}`))}
        {row(t("detail.asked"), <DateTime value={help.createdAt} locale={i18n.language} />)}
      </dl>
      {help.detailsShown ? (
        <section aria-labelledby="requester-heading" className="grid gap-3" data-testid="help-requester">
          <h2 id="requester-heading" className="text-xl font-semibold">
            {t("detail.requester")}
          </h2>
          <dl className="grid gap-3">
            {row(t("detail.name"), help.requesterName)}
            {row(
              t("detail.email"),
              help.requesterEmail ? (
                <a href={`mailto:${help.requesterEmail}`} className="underline">
                  {help.requesterEmail}
                </a>
              ) : null,
            )}
            {help.requesterPhone
              ? row(
                  t("detail.phone"),
                  <a href={`tel:${help.requesterPhone.replace(/\s/g, "")}`} className="underline">
                    {help.requesterPhone}
                  </a>,
                )
              : null}
            {help.volunteerName ? row(t("detail.volunteer"), help.volunteerName) : null}
          </dl>
        </section>
      ) : (
        <p>{t("detail.detailsHidden")}</p>
      )}
      {help.conversationId ? (
        <p data-testid="help-conversation">
          <Link to={`/conversations/${help.conversationId}`} className="font-medium text-primary-800 underline dark:text-primary-300">
            {staff ? t("detail.conversationStaff") : t("detail.conversationVolunteer")}
          </Link>
        </p>
      ) : null}
      {!staff && help.status === "open" ? (
        help.offered ? (
          <p role="status">{t("detail.offered")}</p>
        ) : (
          <Section id="offer-heading" title={t("detail.offerHeading")} className="grid gap-2">
            <Form method="post" className="grid gap-2">
              <CsrfField />
              <TextAreaField id="offer-message" name="message" label={t("detail.offerMessage")} rows={3} maxLength={2000} />
              <div>
                <SubmitButton name="intent" value="offer">
                  {t("detail.offer")}
                </SubmitButton>
              </div>
            </Form>
          </Section>
        )
      ) : null}
      {staff ? <StaffControls help={help} /> : null}
      <p>
        <Link to="/een-op-een-hulp/hulpvragen" className="underline">
          {t("detail.back")}
        </Link>
      </p>
    </div>
  );
}
