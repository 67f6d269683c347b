import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getMessageMailPreference, updateMessageMailPreference } from "~/.server/api/conversations";
import { requireUser } from "~/.server/auth";
import { titleMeta } from "~/utils/meta";
import { OnOffForm, type OnOffPreference } from "../profile-edit/on-off-form";
import { saveOnOff } from "../profile-edit/on-off.server";
import { besideGuard } from "~/.server/read-ahead";

export const handle = { i18n: ["auth", "conversations"] };

// Mail for new messages (docs/conversations.md): on or off, as the periodic mail's screen does it.
const PREFERENCE: OnOffPreference = { name: "messageMail", texts: "conversations:preference", path: "/profile-edit/berichten" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // One's own preference needs nothing of the user: asked beside the guard's call (~/.server/read-ahead).
  const [, on] = await besideGuard(requireUser(request, context), getMessageMailPreference(context.api));
  return { title: context.t("conversations:preference.title"), on };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  return saveOnOff(request, context, PREFERENCE, (on) => updateMessageMailPreference(context.api, user.id, on));
}

export const meta = titleMeta;

export default function MessageMailPreference() {
  return <OnOffForm {...PREFERENCE} on={useLoaderData<typeof loader>().on} lastResult={useActionData<typeof action>()} />;
}
