import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { getActivity, listOwnSignUps } from "~/.server/api/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { displayName } from "~/.server/api/users";
import { getCurrentUser } from "~/.server/auth";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { HERO_IMAGE } from "~/utils/hero-image";
import { jsonLdMeta } from "~/utils/json-ld";
import { titleMeta } from "~/utils/meta";
import { eventLd } from "./event-ld";
import { ActivityFacts, SignUpSection } from "./parts";
import { signUpAction } from "./sign-up.server";
import { isShiftPost, shiftSignUpAction } from "~/.server/shifts/sign-up-action";
import { shiftsSectionOf } from "~/.server/shifts/public-shifts";
import { ShiftsSection } from "~/components/shifts/shifts-section";
import { listShifts } from "~/.server/api/shifts";
import { mayEditActivity } from "~/.server/activities/permissions";
import { permissionsOf } from "~/.server/permissions";

// One activity (docs/activities.md): what, when and where, its sign-up form (a plain POST), and
// schema.org Event data for search engines. It never hydrates.
export const handle = { i18n: ["activities"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  // The shifts beside the activity, not after it: the page's one api call on its critical path.
  const [activity, user, shifts] = await Promise.all([
    getActivity(context.api, params.id ?? ""),
    getCurrentUser(context),
    listShifts(context.api, { kind: "activity", id: params.id ?? "" }),
  ]);
  const url = new URL(request.url);
  const open = activity.status === "approved" && activity.occurrences.length > 0;
  const loginHref = `/login?redirectTo=${encodeURIComponent(url.pathname)}`;
  const manageHref = user && mayEditActivity(permissionsOf(user), activity) ? `/activiteitenkalender/${activity.id}/diensten` : null;
  const [ownSignUps, shiftsSection] = await Promise.all([
    user ? listOwnSignUps(context.api) : [],
    shiftsSectionOf(context, { kind: "activity", id: activity.id, shifts, open, manageHref }, { signedIn: user !== null, url, loginHref }),
  ]);
  const ownSignUp = ownSignUps.find((s) => s.activityId === activity.id && s.status !== "cancelled");
  const full = activity.capacity !== null && activity.confirmedCount >= activity.capacity;
  const notice = url.searchParams.get("aanmelding");
  return {
    notice: notice && ["unconfirmed", "confirmed", "waiting"].includes(notice) ? notice : null,
    title: activity.title,
    description: [activity.organizationName, activity.online ? context.t("activities:online") : activity.place].filter(Boolean).join(" · "),
    ld: eventLd(activity, `${url.origin}${url.pathname}`),
    activity,
    open,
    full,
    own: ownSignUp ? { status: ownSignUp.status } : null,
    user: user ? { name: displayName(user), email: user.email ?? "" } : null,
    shifts,
    shiftsSection,
    loginHref,
  };
}

export async function action(args: ActionFunctionArgs) {
  requireActivitiesFeature(args.request, args.context);
  const activity = await getActivity(args.context.api, args.params.id ?? "");
  // A shift's sign-up or cancellation carries its intent; the activity's own sign-up form none.
  const form = await args.request.clone().formData();
  if (isShiftPost(form)) return shiftSignUpAction(args.request, args.context, `/activiteitenkalender/${activity.id}`, form);
  return signUpAction(args);
}

export const meta: MetaFunction<typeof loader> = (args) => [...titleMeta(args), ...(args.data ? [jsonLdMeta(args.data.ld)] : [])];

export default function ActivityPage() {
  const { t } = useTranslation("activities");
  const { activity, open, full, own, notice, user, loginHref, shifts, shiftsSection } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const shiftError = result && "shiftError" in result ? result.shiftError : null;
  return (
    <article className="grid gap-8">
      <div>
        <Breadcrumbs items={[{ label: t("calendar.title"), href: "/activiteitenkalender" }, { label: activity.title }]} />
        <PageHeader title={activity.title} description={activity.organizationName ?? undefined} />
      </div>
      {activity.imageUrl ? (
        <img src={activity.imageUrl} alt="" width={768} height={432} {...HERO_IMAGE} className="aspect-video w-full max-w-3xl rounded-theme object-cover" />
      ) : null}
      <ActivityFacts activity={activity} />
      {/* description_html is rendered and sanitized by the API (api/src/rich-text). */}
      <div
        className="grid gap-3 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: activity.descriptionHtml }}
      />
      {shiftsSection ? <ShiftsSection {...shiftsSection} error={shiftError} /> : null}
      {/* With shifts, one signs up per shift; the activity as a whole takes no sign-ups. */}
      {shifts.length === 0 ? (
        <SignUpSection open={open} full={full} own={own} notice={notice} user={user} loginHref={loginHref} cancelled={activity.status === "cancelled"} />
      ) : null}
    </article>
  );
}
