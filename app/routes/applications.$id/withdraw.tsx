import { CsrfField } from "~/components/csrf-field";
import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { Section } from "~/components/section";

/**
 * Withdrawing takes two steps without JavaScript too (as deleting a user does): the button is a
 * link to `?withdraw`, which shows this question and the form that really withdraws.
 */
export function WithdrawConfirmation({ id, vacancy, errors }: { id: string; vacancy: string; errors?: string[] }) {
  const { t } = useTranslation("applications");
  return (
    <Section id="application-withdraw" title={t("show.withdrawHeading")} className="grid gap-3 rounded-theme border border-red-300 p-4 dark:border-red-800">
      <p>{t("show.withdrawQuestion", { vacancy })}</p>
      <FormAlert id="application-withdraw-error" errors={errors} />
      <Form method="post" action={`/applications/${id}`} className="flex flex-wrap items-center gap-4">
        <CsrfField />
        <input type="hidden" name="intent" value="withdraw" />
        <SubmitButton variant="danger">{t("show.withdrawConfirm")}</SubmitButton>
        <Link to={`/applications/${id}`} className="underline">
          {t("show.withdrawCancel")}
        </Link>
      </Form>
    </Section>
  );
}
