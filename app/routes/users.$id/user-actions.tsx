import { CsrfField } from "~/components/csrf-field";
import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { ACCOUNT_GRACE_DAYS } from "@contract/users";
import { Section } from "~/components/section";

/** Mails the confirmation link again, for an account whose address is not confirmed yet. */
export function ResendForm({ error }: { error?: string }) {
  const { t } = useTranslation("users");
  return (
    <Form method="post" className="grid gap-2">
      <CsrfField />
      <p>{t("show.unconfirmed")}</p>
      <FormAlert id="user-resend-error" errors={error ? [error] : undefined} />
      <input type="hidden" name="intent" value="resend" />
      <SubmitButton variant="secondary" className="justify-self-start">
        {t("show.resend")}
      </SubmitButton>
    </Form>
  );
}

/** Posts to /users/{id}/sign-in-as, a route of its own (the sign-in-as-user flow). */
export function SignInAsForm({ userId }: { userId: string }) {
  const { t } = useTranslation("users");
  return (
    <Form method="post" action={`/users/${userId}/sign-in-as`}>
      <CsrfField />
      <SubmitButton variant="secondary">{t("show.signInAs")}</SubmitButton>
    </Form>
  );
}

/**
 * Deleting takes two steps without JavaScript too: the button is a link to `?delete`, which shows
 * this question and the form that really deletes.
 */
export function DeleteConfirmation({ userId, name, error }: { userId: string; name: string; error?: string }) {
  const { t } = useTranslation("users");
  return (
    <Section id="user-delete" title={t("show.deleteHeading")} className="grid gap-3 rounded-theme border border-red-300 p-4 dark:border-red-800">
      <p>{t("show.deleteQuestion", { name, days: ACCOUNT_GRACE_DAYS })}</p>
      <FormAlert id="user-delete-error" errors={error ? [error] : undefined} />
      <Form method="post" action={`/users/${userId}`} className="flex flex-wrap items-center gap-4">
        <CsrfField />
        <input type="hidden" name="intent" value="delete" />
        <SubmitButton variant="danger">{t("show.deleteConfirm")}</SubmitButton>
        <Link to={`/users/${userId}`} className="underline">
          {t("show.deleteCancel")}
        </Link>
      </Form>
    </Section>
  );
}
