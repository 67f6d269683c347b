import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { Section } from "~/components/section";

/**
 * "Ask a question" (docs/conversations.md): a plain post to /conversations/new, which starts (or
 * continues) the visitor's conversation with the organization and opens it; an empty question
 * comes back there with its error. Signed out, a link to sign in and come back.
 */
export function AskForm({ vacancyId, signedIn, loginHref }: { vacancyId: string; signedIn: boolean; loginHref: string }) {
  const { t } = useTranslation("conversations");
  return (
    <Section id="ask-heading" title={t("ask.title")} className="grid max-w-xl gap-3">
      <p>{t("ask.intro")}</p>
      {signedIn ? (
        <Form method="post" action={`/conversations/new?vacancy=${vacancyId}`} className="grid gap-2">
          <CsrfField />
          <input type="hidden" name="vacancyId" value={vacancyId} />
          <TextAreaField id="ask-body" name="body" label={t("fields.body")} description={t("privacyHint")} rows={3} required maxLength={5000} />
          <div>
            <SubmitButton variant="secondary">{t("ask.submit")}</SubmitButton>
          </div>
        </Form>
      ) : (
        <p>
          <Link to={loginHref} className="underline">
            {t("ask.login")}
          </Link>
        </p>
      )}
    </Section>
  );
}
