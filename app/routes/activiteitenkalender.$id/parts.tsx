import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { GuestFields } from "~/components/guest-fields";
import type { Activity } from "~/.server/api/activities";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import type { signUpAction } from "./sign-up.server";
import { dateTimeFormat } from "~/utils/intl";
import { Section } from "~/components/section";

const intl = (locale: string) => (locale === "en" ? "en-GB" : "nl-NL");
const moment = (iso: string, locale: string) =>
  dateTimeFormat(intl(locale), { dateStyle: "full", timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(new Date(iso));
const time = (iso: string, locale: string) => dateTimeFormat(intl(locale), { timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(new Date(iso));

/** When, how often, where, and how many places. */
export function ActivityFacts({ activity: a }: { activity: Activity }) {
  const { t, i18n } = useTranslation("activities");
  const next = a.occurrences[0];
  const sameDay = next && next.startsAt.slice(0, 10) === next.endsAt.slice(0, 10);
  const when = next
    ? `${moment(next.startsAtUtc, i18n.language)} – ${sameDay ? time(next.endsAtUtc, i18n.language) : moment(next.endsAtUtc, i18n.language)}`
    : t("facts.over");
  const rows: [string, string][] = [
    [a.repeat === "none" ? t("facts.when") : t("facts.next"), when],
    ...(a.repeat !== "none"
      ? [[t("facts.repeat"), t(`repeat.${a.repeat}`) + (a.repeatUntil ? ` ${t("facts.until", { date: a.repeatUntil })}` : "")] as [string, string]]
      : []),
    [t("facts.where"), a.online ? t("online") : [a.address, a.postalCode, a.place].filter(Boolean).join(", ")],
    ...(a.capacity !== null
      ? [[t("facts.places"), t("facts.placesLeft", { count: Math.max(0, a.capacity - a.confirmedCount), capacity: a.capacity })] as [string, string]]
      : []),
  ];
  return (
    <div className="grid gap-2">
      {a.status === "cancelled" ? (
        <p className="font-semibold" role="status">
          {t("status.cancelledNotice")}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {a.online && a.onlineUrl ? (
        <p>
          <a href={a.onlineUrl} className="underline" rel="noopener noreferrer">
            {t("facts.join")}
          </a>
        </p>
      ) : null}
    </div>
  );
}

interface SignUpProps {
  open: boolean;
  full: boolean;
  cancelled: boolean;
  own: { status: string } | null;
  notice: string | null;
  user: { name: string; email: string } | null;
  loginHref: string;
}

/** The sign-up: a plain POST the server validates, so it works the same without JavaScript. */
export function SignUpSection({ open, full, cancelled, own, notice, user, loginHref }: SignUpProps) {
  const { t } = useTranslation("activities");
  const lastResult = useActionData<typeof signUpAction>();
  const [form, fields] = useForm<{ name: string; email: string }>({ lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  return (
    <Section id="aanmelden" title={t("signUp.title")} className="grid gap-4">
      {notice ? (
        <p role="status" className="font-semibold" data-testid="sign-up-notice">
          {t(`signUp.done.${notice}`)}
        </p>
      ) : null}
      {cancelled ? (
        <p>{t("signUp.cancelledActivity")}</p>
      ) : own ? (
        <p>{t(`signUp.own.${own.status}`)}</p>
      ) : !open ? (
        <p>{t("signUp.closed")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4">
          <CsrfField />
          <FormAlert id={form.errorId} errors={form.errors} />
          {full ? <p>{t("signUp.full")}</p> : null}
          <GuestFields user={user} loginHref={loginHref} fields={fields} text={(key, values) => t(`signUp.${key}`, values)} />
          <div>
            <SubmitButton variant="primary">{full ? t("signUp.submitWaiting") : t("signUp.submit")}</SubmitButton>
          </div>
        </Form>
      )}
    </Section>
  );
}
