import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { type I18nKey, useTranslation } from "~/i18n-t";
import { displayName } from "~/.server/api/users";
import { requireUser } from "~/.server/auth";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { ProfileDetails } from "./profile-details";
import { Section } from "~/components/section";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { email, unconfirmedEmail, phone, locale, periodicMail, status } = user;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return {
    title: context.t("auth:profile.title"),
    heading: displayName(user),
    profile: { name, email, unconfirmedEmail, phone, locale, periodicMail, status },
  };
}

export const meta = titleMeta;

const EDIT_LINKS: { to: string; key: I18nKey<"auth"> }[] = [
  { to: "/profile-edit", key: "profileEdit.personal.title" },
  { to: "/profile-edit/email", key: "profileEdit.email.title" },
  { to: "/profile-edit/settings", key: "profileEdit.settings.title" },
  { to: "/profile-edit/periodieke-mail", key: "profileEdit.periodicMail.title" },
];
const ACCOUNT_LINKS: typeof EDIT_LINKS = [
  { to: "/account/roles", key: "profile.roles" },
  { to: "/account/verwijderen", key: "profile.delete" },
  { to: "/uitloggen", key: "profile.signOut" },
];

function LinkList({ id, heading, links }: { id: string; heading: string; links: typeof EDIT_LINKS }) {
  const { t } = useTranslation("auth");
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-xl font-semibold">
        {heading}
      </h2>
      <ul className="grid gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-10 items-center underline">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// A plain link to a file download (no client-side navigation), so it works without JavaScript.
function OwnDataDownload() {
  const { t } = useTranslation("auth");
  return (
    <Section id="own-data-heading" title={t("profile.ownData.heading")} className="mt-10" headingClassName="mb-2 text-xl font-semibold">
      <p className="mb-3">{t("profile.ownData.description")}</p>
      <a href="/profiel/export" download className="inline-flex min-h-10 items-center underline" data-testid="own-data-download">
        {t("profile.ownData.download")}
      </a>
    </Section>
  );
}

export default function Profile() {
  const { t } = useTranslation("auth");
  const { heading, profile } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("profile.title")} description={heading} />
      <ProfileDetails profile={profile} />
      <div className="mt-10 grid gap-8 sm:grid-cols-2">
        <LinkList id="profile-edit-links" heading={t("profile.editHeading")} links={EDIT_LINKS} />
        <LinkList id="profile-account-links" heading={t("profile.accountHeading")} links={ACCOUNT_LINKS} />
      </div>
      <OwnDataDownload />
    </div>
  );
}
