import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getSignUpNotice, isCentreStaff, updateSignUpNotice } from "~/.server/api/sign-up-notices";
import { requireUser } from "~/.server/auth";
import { titleMeta } from "~/utils/meta";
import { OnOffForm, type OnOffPreference } from "../profile-edit/on-off-form";
import { saveOnOff } from "../profile-edit/on-off.server";
import { besideGuard } from "~/.server/read-ahead";

export const handle = { i18n: ["auth", "users"] };

// A centre's staff are told of each new volunteer (mail and bell) unless they switch it off here:
// on or off, as the message mail's screen does it (docs/users.md "Told of sign-ups").
const PREFERENCE: OnOffPreference = { name: "signUpNotice", texts: "users:signUpNotice", path: "/profile-edit/nieuwe-aanmeldingen" };

async function requireCentreStaff(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireUser(request, context);
  if (!isCentreStaff(user)) throw data(null, { status: 403 });
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // One's own preference needs nothing of the user: asked beside the guard's call (~/.server/read-ahead).
  const [, on] = await besideGuard(requireCentreStaff(request, context), getSignUpNotice(context.api));
  return { title: context.t("users:signUpNotice.title"), on };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireCentreStaff(request, context);
  return saveOnOff(request, context, PREFERENCE, (on) => updateSignUpNotice(context.api, user.id, on));
}

export const meta = titleMeta;

export default function SignUpNoticePreference() {
  return <OnOffForm {...PREFERENCE} on={useLoaderData<typeof loader>().on} lastResult={useActionData<typeof action>()} />;
}
