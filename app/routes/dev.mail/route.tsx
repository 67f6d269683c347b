import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireDevAccess } from "~/.server/dev-access";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { MailCard, type OutboxMessage } from "./mail-card";

// A child of the /dev layout (dev.tsx): its navigation, access check and hydration apply here.
/** The outbox, newest first (?to= narrows it to one recipient): how mailed links are read locally. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  const url = new URL(request.url);
  const to = url.searchParams.get("to")?.trim().slice(0, 254) ?? "";
  const { data, meta } = await context.api.get<OutboxMessage[]>("/api/v1/outbox_messages", {
    filter: to ? { to_eq: to } : undefined,
  });
  // The HTML body stays on the server: the page shows the text body only.
  const messages = data.map(({ id, to, subject, kind, locale, createdAt, sentAt, text }) => ({
    id, to, subject, kind, locale, createdAt, sentAt, text,
  }));
  return { title: context.t("auth:devMail.title"), to, origin: url.origin, messages, total: Number(meta.total ?? messages.length) };
}

export const meta = titleMeta;

export default function DevMail() {
  const { t, i18n } = useTranslation("auth");
  const { to, origin, messages, total } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{t("devMail.title")}</h1>
      <p className="mt-2 text-muted-700 dark:text-muted-300">{t("devMail.description")}</p>
      <Form method="get" className="my-6 flex flex-wrap items-end gap-3">
        <TextField id="mail-to" name="to" type="email" label={t("devMail.filter")} defaultValue={to} className="min-w-64" />
        <Button type="submit" variant="muted">{t("devMail.filterSubmit")}</Button>
        {to ? <Link to="/dev/mail" className="inline-flex min-h-10 items-center underline">{t("devMail.clear")}</Link> : null}
      </Form>
      <p className="mb-4 text-sm" role="status">{messages.length ? t("devMail.total", { count: total }) : t("devMail.empty")}</p>
      <ol className="grid gap-6">
        {messages.map((message) => (
          <li key={message.id}>
            <MailCard message={message} origin={origin} locale={i18n.language} />
          </li>
        ))}
      </ol>
    </div>
  );
}
