import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { HelpRequest } from "~/.server/api/help-requests";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { DateTime } from "~/components/ui/date-time";
import { inputClasses, labelClasses } from "~/components/ui/field-styles";
import { TextAreaField } from "~/components/ui/text-area-field";
import { Section } from "~/components/section";

/** The staff's part of a request: who offered (match one of them), and the follow-up with its status. */
export function StaffControls({ help }: { help: HelpRequest }) {
  const { t, i18n } = useTranslation("help");
  return (
    <>
      <Section id="offers-heading" title={t("detail.offers")} className="grid gap-2">
        {help.offers.length === 0 ? (
          <p>{t("detail.noOffers")}</p>
        ) : (
          <ul className="grid gap-3">
            {help.offers.map((o) => (
              <li key={o.volunteerId} className="rounded-theme border border-muted-200 p-3 dark:border-muted-700" data-testid="help-offer">
                <p className="font-medium">
                  {o.volunteerName} · <DateTime value={o.createdAt} locale={i18n.language} />
                </p>
                {o.message ? <p className="whitespace-pre-line">{o.message}</p> : null}
                {help.status !== "closed" && help.volunteerId !== o.volunteerId ? (
                  <Form method="post" className="mt-2">
                    <CsrfField />
                    <input type="hidden" name="volunteerId" value={o.volunteerId} />
                    <SubmitButton name="intent" value="match" aria-label={`${t("detail.match")}: ${o.volunteerName}`}>
                      {t("detail.match")}
                    </SubmitButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      {help.status !== "unconfirmed" ? (
        <Section id="follow-up-heading" title={t("detail.followUpHeading")} className="grid gap-2">
          <Form method="post" className="grid gap-2">
            <CsrfField />
            <TextAreaField id="follow-up" name="followUp" label={t("detail.followUp")} rows={3} maxLength={2000} defaultValue={help.followUp ?? ""} />
            <label htmlFor="follow-up-status" className={labelClasses}>
              {t("detail.newStatus")}
            </label>
            <select id="follow-up-status" name="status" defaultValue={help.status} className={inputClasses(false)}>
              {(help.volunteerId ? (["matched", "closed"] as const) : (["open", "closed"] as const)).map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
            <div>
              <SubmitButton name="intent" value="follow-up" variant="secondary">
                {t("detail.save")}
              </SubmitButton>
            </div>
          </Form>
        </Section>
      ) : null}
    </>
  );
}
