import { CsrfField } from "~/components/csrf-field";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { cancelSignUp, confirmSignUp, findSignUpByToken } from "~/.server/api/activities";
import { cancelShiftSignUpWithToken, confirmShiftSignUp, findShiftSignUpByToken } from "~/.server/api/shifts";
import { shiftParentPath } from "~/.server/shifts/parent";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { safeRedirect } from "~/.server/safe-redirect";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { tokenOf, tokenRefusal } from "~/.server/mailed-token";

// A mailed sign-up link (docs/activities.md): a guest confirms their address here, and anyone
// cancels. Public and without JavaScript: the GET only shows; the buttons post. A guest's shift
// sign-up (docs/shifts-and-hours.md) has its link here too, told apart by `soort=dienst`.
export const handle = { i18n: ["activities"] };

const DONE = ["confirmed", "cancelled"] as const;
const SHIFT = "dienst";

/** The sign-up behind a token: an activity's, or (soort=dienst) a shift's, named with its day, hours and task. */
async function signUpOf(api: Parameters<typeof findSignUpByToken>[0], token: string, shift: boolean) {
  if (!shift) {
    const found = await findSignUpByToken(api, token);
    return found && { ...found, href: `/activiteitenkalender/${found.activityId}`, back: "activity" as const };
  }
  const s = await findShiftSignUpByToken(api, token);
  if (!s) return null;
  const when = `${s.startsAt.slice(0, 10)} ${s.startsAt.slice(11)}–${s.endsAt.slice(11)}`;
  // A vacancy's shift links back to the vacancy (docs/shifts-and-hours.md).
  return {
    href: shiftParentPath(s),
    back: s.vacancyId !== null ? ("vacancy" as const) : ("activity" as const),
    activityTitle: [s.activityTitle, s.task, when].filter(Boolean).join(" · "),
    status: s.status,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const url = new URL(request.url);
  const title = context.t("activities:link.title");
  const token = tokenOf(url.searchParams.get("token"));
  const shift = url.searchParams.get("soort") === SHIFT;
  const signUp = token ? await signUpOf(context.api, token, shift) : null;
  if (!signUp) return data({ title, token: "", shift, signUp: null, done: null }, { status: 404 });
  const done = DONE.find((d) => d === url.searchParams.get("gedaan")) ?? null;
  return { title, token, shift, signUp: { href: signUp.href, back: signUp.back, activityTitle: signUp.activityTitle, status: signUp.status }, done };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireActivitiesFeature(request, context);
  const form = await request.formData();
  const token = tokenOf(form.get("token"));
  const intent = form.get("intent") === "confirm" ? "confirm" : "cancel";
  const shift = form.get("soort") === SHIFT;
  const write = shift ? (intent === "confirm" ? confirmShiftSignUp : cancelShiftSignUpWithToken) : intent === "confirm" ? confirmSignUp : cancelSignUp;
  try {
    await write(context.api, token);
  } catch (error) {
    return tokenRefusal(
      context,
      error,
      { 429: "activities:link.rateLimited", 422: "activities:link.closed", 409: "activities:shifts.public.errors.cutOff" },
      "activities:link.invalid",
    );
  }
  const params = new URLSearchParams({ token, ...(shift ? { soort: SHIFT } : {}), gedaan: intent === "confirm" ? "confirmed" : "cancelled" });
  return safeRedirect(`/activiteitenkalender/aanmelding?${params}`);
}

export const meta = titleMeta;

/** The link's confirm (primary) or cancel (danger) post: the token, and whether it is a shift's, go with it. */
function LinkForm({ token, shift, intent, label }: { token: string; shift: boolean; intent: "confirm" | "cancel"; label: string }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="token" value={token} />
      {shift ? <input type="hidden" name="soort" value={SHIFT} /> : null}
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton variant={intent === "confirm" ? "primary" : "danger"}>{label}</SubmitButton>
    </Form>
  );
}

export default function SignUpLink() {
  const { t } = useTranslation("activities");
  const { token, shift, signUp, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!signUp)
    return (
      <div className="grid max-w-2xl gap-6">
        <PageHeader title={t("link.title")} />
        <p>{t("link.invalid")}</p>
      </div>
    );
  const live = signUp.status !== "cancelled";
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("link.title")} description={signUp.activityTitle} />
      {done ? (
        <p role="status" className="font-semibold" data-testid="sign-up-link-done">
          {t(`link.done.${done}`)}
        </p>
      ) : null}
      <p data-testid="sign-up-link-status">{t(`link.status.${signUp.status}`)}</p>
      <FormAlert id="sign-up-link-error" errors={result?.error ? [result.error] : undefined} />
      {signUp.status === "unconfirmed" ? <LinkForm token={token} shift={shift} intent="confirm" label={t("link.confirm")} /> : null}
      {live ? <LinkForm token={token} shift={shift} intent="cancel" label={t("link.cancel")} /> : null}
      <p>
        <Link to={signUp.href} className="underline">
          {t(`link.${signUp.back}`)}
        </Link>
      </p>
    </div>
  );
}
