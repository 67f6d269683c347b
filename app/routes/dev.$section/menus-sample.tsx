import { useTranslation } from "~/i18n-t";
import { AccountMenu } from "~/components/toolbar/account-menu";
import { ActivityMenu } from "~/components/toolbar/activity-menu";
import { NotificationsMenu } from "~/components/toolbar/notifications-menu";
import { PreferencesMenu } from "~/components/toolbar/preferences-menu";
import { SignInLink } from "~/components/toolbar/sign-in-link";
import { Example, GuideSection } from "./guide-section";
import { sampleActivity, sampleNotifications, sampleUser } from "./sample-data";

// In page content the panels open to the right of their button, so none leaves a 320 px screen.
const trigger = { tone: "default", placement: "start" } as const;

/** The toolbar's menus with sample data, including the signed-in account menu. */
export function MenusSample() {
  const { t } = useTranslation("dev");
  return (
    <GuideSection title={t("components.menus.heading")} note={t("components.menus.note")}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="menus-sample">
        <Example title={t("components.menus.account")}>
          <AccountMenu {...trigger} user={sampleUser} />
        </Example>
        <Example title={t("components.menus.signedOut")}>
          <SignInLink tone="default" />
        </Example>
        <Example title={t("components.menus.notifications")}>
          <NotificationsMenu {...trigger} notifications={sampleNotifications(t)} />
        </Example>
        <Example title={t("components.menus.noNotifications")}>
          <NotificationsMenu {...trigger} notifications={[]} />
        </Example>
        <Example title={t("components.menus.activity")}>
          <ActivityMenu {...trigger} items={sampleActivity(t)} />
        </Example>
        <Example title={t("components.menus.preferences")}>
          <PreferencesMenu {...trigger} />
        </Example>
      </div>
    </GuideSection>
  );
}
