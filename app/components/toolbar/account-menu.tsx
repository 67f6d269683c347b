import { useTranslation } from "~/i18n-t";
import { UserIcon } from "~/components/ui/icons";
import { MenuButton } from "~/components/ui/menu-button";
import type { DisclosureTriggerProps } from "~/components/ui/details-disclosure";

export interface ToolbarUser {
  name: string;
  email: string;
  /** The management lists this user may open (staff, super admins, organization admins). */
  manages?: { organizations: boolean; users: boolean; tags?: boolean; vacancies?: boolean; settings?: boolean };
}

/** The signed-in user's menu: the lists they manage, profile, settings and sign-out (spec section 2's routes). */
export function AccountMenu({ user, ...trigger }: { user: ToolbarUser } & Omit<DisclosureTriggerProps, "label">) {
  const { t } = useTranslation("ui");
  return (
    <MenuButton
      {...trigger}
      label={t("account.label", { name: user.name })}
      icon={<UserIcon />}
      header={t("account.signedInAs", { name: user.name, email: user.email })}
      items={[
        ...(user.manages?.organizations ? [{ id: "organizations", label: t("account.organizations"), href: "/organizations" }] : []),
        ...(user.manages?.users ? [{ id: "users", label: t("account.users"), href: "/users" }] : []),
        ...(user.manages?.tags ? [{ id: "tags", label: t("account.tags"), href: "/tags" }] : []),
        ...(user.manages?.vacancies ? [{ id: "vacancies", label: t("account.vacancies"), href: "/vacancies" }] : []),
        ...(user.manages?.settings ? [{ id: "center-settings", label: t("account.centerSettings"), href: "/instellingen" }] : []),
        // Everyone may have applied (or handle applications); the page shows what the API lets them see.
        { id: "applications", label: t("account.applications"), href: "/applications" },
        { id: "conversations", label: t("account.conversations"), href: "/conversations" },
        { id: "profile", label: t("account.profile"), href: "/profiel" },
        { id: "settings", label: t("account.settings"), href: "/profile-edit" },
        { id: "sign-out", label: t("account.signOut"), href: "/uitloggen" },
      ]}
    />
  );
}
