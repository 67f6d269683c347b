import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { useTranslation } from "~/i18n-t";

interface DeleteConfirmationProps {
  id: string;
  /** The page the form posts to (intent=delete) and "cancel" returns to. */
  action: string;
  /** The entry's namespace: its show.deleteHeading, show.deleteConfirm and show.deleteCancel are the texts. */
  ns: "social-map" | "vacancy-search";
  question: string;
  error?: string;
}

/**
 * The second step of a delete, without JavaScript too: the page's "delete" is a link to
 * `?delete`, which shows this question and the form that really deletes.
 */
export function DeleteConfirmation({ id, action, ns, question, error }: DeleteConfirmationProps) {
  const { t } = useTranslation(ns);
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-theme border border-red-300 p-4 dark:border-red-800">
      <h2 id={id} className="text-xl font-semibold">
        {t("show.deleteHeading")}
      </h2>
      <p>{question}</p>
      <FormAlert id={`${id}-error`} errors={error ? [error] : undefined} />
      <Form method="post" action={action} className="flex flex-wrap items-center gap-4">
        <CsrfField />
        <input type="hidden" name="intent" value="delete" />
        <SubmitButton variant="danger">{t("show.deleteConfirm")}</SubmitButton>
        <Link to={action} className="inline-flex min-h-10 items-center underline">
          {t("show.deleteCancel")}
        </Link>
      </Form>
    </section>
  );
}

const actionLinkClasses = "inline-flex min-h-10 items-center underline";

/** A page's "edit" among its header's actions (an entry's editors only). */
export function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={actionLinkClasses}>
      {label}
    </Link>
  );
}

/** A page's "delete" among its header's actions: the first step, which asks the question above. */
export function DeleteLink({ label }: { label: string }) {
  return (
    <Link to="?delete" className={`${actionLinkClasses} text-red-700 dark:text-red-300`}>
      {label}
    </Link>
  );
}
