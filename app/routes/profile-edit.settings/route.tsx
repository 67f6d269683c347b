import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth";
import { titleMeta } from "~/utils/meta";
import { settingsAction } from "./action.server";
import { LocaleForm } from "./locale-form";
import { PasswordChangeForm } from "./password-change-form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = await requireUser(request, context);
  return { title: context.t("auth:profileEdit.settings.title"), locale };
}

export const action = (args: ActionFunctionArgs) => settingsAction(args);
export const meta = titleMeta;

export default function EditSettings() {
  const { locale } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <LocaleForm locale={locale} lastResult={reply?.intent === "locale" ? reply.result : undefined} />
      <PasswordChangeForm lastResult={reply?.intent === "password" ? reply.result : undefined} />
    </>
  );
}
