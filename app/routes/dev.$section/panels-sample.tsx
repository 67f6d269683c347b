import { useTranslation } from "~/i18n-t";
import { ActivityPanel } from "~/components/activity-panel";
import { LanguagePanel } from "~/components/language-panel";
import { ColorSchemeSwitch } from "~/components/toolbar/color-scheme-switch";
import { Example, GuideSection } from "./guide-section";
import { sampleActivity } from "./sample-data";

const card = "w-full rounded-[min(var(--radius-theme),1rem)] border border-muted-200 p-3 dark:border-muted-700";

export function PanelsSample() {
  const { t } = useTranslation("dev");
  return (
    <GuideSection title={t("components.panels.heading")} note={t("components.panels.note")}>
      <div className="grid gap-6 sm:grid-cols-2">
        <Example title={t("components.panels.activity")}>
          <div className={card}>
            <ActivityPanel items={sampleActivity(t)} headingLevel={3} />
          </div>
        </Example>
        <Example title={t("components.panels.activityEmpty")}>
          <div className={card}>
            <ActivityPanel items={[]} headingLevel={3} />
          </div>
        </Example>
        <Example title={t("components.panels.language")}>
          <div className={card}>
            <LanguagePanel />
          </div>
        </Example>
        <Example title={t("components.panels.colorScheme")}>
          <div className={card}>
            <ColorSchemeSwitch />
          </div>
        </Example>
      </div>
    </GuideSection>
  );
}
