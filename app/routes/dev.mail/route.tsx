import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { requireDevAccess } from "~/.server/dev-access";
import { receivedMail } from "~/.server/mail-catcher";
import { runChecksNow } from "~/.server/api/organization-checks";
import { runDigestsNow } from "~/.server/api/periodic-mail";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { CsrfField } from "~/components/csrf-field";
import { titleMeta } from "~/utils/meta";
import { listOutboxMessages } from "~/.server/api/outbox-messages";
import { OutboxList, ReceivedList } from "./mail-lists";

// A child of the /dev layout (dev.tsx): its navigation, access check and hydration apply here.
/**
 * The mail this site sent, newest first (?to= narrows it to one recipient): what the local SMTP
 * server actually received when one runs (`npm start`, the e2e runner), else the outbox.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  const url = new URL(request.url);
  const to = url.searchParams.get("to")?.trim().slice(0, 254) ?? "";
  const title = context.t("auth:devMail.title");
  const received = await receivedMail(context, to);
  if (received) return { title, to, origin: url.origin, received, messages: [], total: received.length };
  const { messages: outbox, total } = await listOutboxMessages(context.api, to);
  // The HTML body stays on the server: the page shows the text body only.
  const messages = outbox.map(({ id, to, subject, kind, locale, createdAt, sentAt, status, attempts, failureReason, text }) => ({
    id,
    to,
    subject,
    kind,
    locale,
    createdAt,
    sentAt,
    status,
    attempts,
    failureReason,
    text,
  }));
  return { title, to, origin: url.origin, received: null, messages, total };
}

/**
 * "Send the digests now" (the daily cron's planning for this tenant, docs/mail.md, delivered a
 * moment later) or "send the yearly check mails now" (docs/organization-checks.md).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireDevAccess(context);
  if ((await request.formData()).get("intent") === "checks") {
    const mails = await runChecksNow(context.api);
    return { digests: context.t("auth:devMail.checksStarted", { count: mails }) };
  }
  const subscribers = await runDigestsNow(context.api);
  return { digests: context.t("auth:devMail.digestsStarted", { count: subscribers }) };
}

export const meta = titleMeta;

export default function DevMail() {
  const { t } = useTranslation("auth");
  const { to, origin, received, messages, total } = useLoaderData<typeof loader>();
  const count = received ? received.length : messages.length;
  const started = useActionData<typeof action>();
  return (
    <div className="max-w-4xl">
      <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{t("devMail.title")}</h1>
      <p className="mt-2 text-muted-700 dark:text-muted-300">{received ? t("devMail.descriptionReceived") : t("devMail.description")}</p>
      <Form method="get" className="my-6 flex flex-wrap items-end gap-3">
        <TextField id="mail-to" name="to" type="email" label={t("devMail.filter")} defaultValue={to} className="min-w-64" />
        <Button type="submit" variant="muted">
          {t("devMail.filterSubmit")}
        </Button>
        {to ? (
          <Link to="/dev/mail" className="inline-flex min-h-10 items-center underline">
            {t("devMail.clear")}
          </Link>
        ) : null}
      </Form>
      <Form method="post" className="mb-6 flex flex-wrap items-center gap-3">
        <CsrfField />
        <Button type="submit" variant="muted">
          {t("devMail.digests")}
        </Button>
        <Button type="submit" variant="muted" name="intent" value="checks">
          {t("devMail.checks")}
        </Button>
        {started ? <p role="status">{started.digests}</p> : null}
      </Form>
      <p className="mb-4 text-sm" role="status">
        {count ? t("devMail.total", { count: total }) : t("devMail.empty")}
      </p>
      {received ? <ReceivedList mails={received} origin={origin} /> : <OutboxList messages={messages} origin={origin} />}
    </div>
  );
}
