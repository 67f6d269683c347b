import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { LinkLine } from "~/components/link-line";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { returnPath, withReturn } from "~/utils/return-to";

// Where sign-up lands: the account exists but cannot sign in before the address is confirmed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { title: context.t("auth:signup.successTitle"), redirectTo: returnPath(new URL(request.url).searchParams.get("redirectTo")) };
}

export const meta = titleMeta;

export default function SignupSuccess() {
  const { t } = useTranslation("auth");
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("signup.successTitle")} />
      <p role="status">{t("signup.successDescription")}</p>
      <LinkLine className="mt-6" links={[{ to: withReturn("/login", redirectTo), label: t("signup.successLogin") }]} />
    </div>
  );
}
