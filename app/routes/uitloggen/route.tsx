import { CsrfField } from "~/components/csrf-field";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { getCurrentUser, signOut } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { LinkLine } from "~/components/link-line";
import { ConfirmationPage } from "~/components/confirmation-page";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";

// GET shows the question (or, signed out, the confirmation); only a POST signs out, so another
// site cannot sign a visitor out with a link or an image.
export async function loader({ context }: LoaderFunctionArgs) {
  return { title: context.t("auth:signOut.title"), signedIn: Boolean(await getCurrentUser(context)) };
}

export async function action({ context }: ActionFunctionArgs) {
  await signOut(context);
  return safeRedirect("/uitloggen");
}

export const meta = titleMeta;

export default function SignOut() {
  const { t } = useTranslation("auth");
  const { signedIn } = useLoaderData<typeof loader>();
  return (
    <ConfirmationPage title={t("signOut.title")}>
      {signedIn ? (
        <Form method="post" className="grid gap-4">
          <CsrfField />
          <p>{t("signOut.question")}</p>
          <SubmitButton>{t("signOut.submit")}</SubmitButton>
        </Form>
      ) : (
        <div role="status" className="grid gap-4">
          <p>{t("signOut.done")}</p>
          <LinkLine
            className="flex gap-4"
            links={[
              { to: "/login", label: t("signOut.signInAgain") },
              { to: "/", label: t("signOut.home") },
            ]}
          />
        </div>
      )}
    </ConfirmationPage>
  );
}
