import { useTranslation } from "~/i18n-t";
import { Button } from "~/components/ui/button";
import { Example, GuideSection } from "./guide-section";

export function ButtonsSample() {
  const { t } = useTranslation("dev");
  return (
    <GuideSection title={t("components.buttons.heading")} note={t("components.buttons.note")}>
      <div className="grid gap-6 sm:grid-cols-2">
        <Example title={t("components.buttons.variants")}>
          <Button variant="primary">{t("components.buttons.primary")}</Button>
          <Button variant="secondary">{t("components.buttons.secondary")}</Button>
          <Button variant="muted">{t("components.buttons.muted")}</Button>
        </Example>
        <Example title={t("components.buttons.states")}>
          <Button disabled>{t("components.buttons.disabled")}</Button>
          <Button pending>{t("components.buttons.pending")}</Button>
        </Example>
      </div>
    </GuideSection>
  );
}
