import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { type I18nKey, useTranslation } from "~/i18n-t";
import { isCentreStaff } from "~/.server/api/sign-up-notices";
import { requireUser } from "~/.server/auth";
import { requireProfilesFeature } from "~/.server/volunteer-profiles";
import { SubNav } from "~/components/sub-nav";

// Signed-in pages may hydrate (decision 0003): here conform checks each field on blur. Every
// form still posts and answers with its errors without JavaScript.
export const handle = { hydrate: true, i18n: ["profiles"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A screen the tenant switches off is a 404 for everyone, before the sign-in redirect.
  if (new URL(request.url).pathname.startsWith("/profile-edit/vrijwilligersprofiel")) requireProfilesFeature(request, context);
  const user = await requireUser(request, context);
  // The volunteer profile's screen exists only where the tenant has volunteer profiles; the notice
  // of new volunteers is a centre's staff's.
  return { volunteerProfiles: context.tenant.features.volunteerProfiles, centreStaff: isCentreStaff(user) };
}

const SECTIONS: { to: string; key: I18nKey<"auth">; end?: boolean }[] = [
  { to: "/profile-edit", key: "profileEdit.personal.title", end: true },
  { to: "/profile-edit/email", key: "profileEdit.email.title" },
  { to: "/profile-edit/settings", key: "profileEdit.settings.title" },
  { to: "/profile-edit/periodieke-mail", key: "profileEdit.periodicMail.title" },
  { to: "/profile-edit/berichten", key: "profileEdit.messages.title" },
];
const PROFILE_SECTION: (typeof SECTIONS)[number] = { to: "/profile-edit/vrijwilligersprofiel", key: "profiles:edit.title" };
const SIGN_UPS_SECTION: (typeof SECTIONS)[number] = { to: "/profile-edit/nieuwe-aanmeldingen", key: "profileEdit.signUps.title" };

/** The edit pages' frame: one h1, a sub navigation (the current page marked) and the way back. */
export default function ProfileEditLayout() {
  const { t } = useTranslation("auth");
  const { volunteerProfiles, centreStaff } = useLoaderData<typeof loader>();
  const sections = [...SECTIONS, ...(centreStaff ? [SIGN_UPS_SECTION] : []), ...(volunteerProfiles ? [PROFILE_SECTION] : [])];
  return (
    <div className="max-w-3xl">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{t("profileEdit.title")}</h1>
        <Link to="/profiel" className="underline">
          {t("profileEdit.back")}
        </Link>
      </div>
      <SubNav label={t("profileEdit.nav")} links={sections.map((section) => ({ ...section, label: t(section.key) }))} />
      <Outlet />
    </div>
  );
}
