import { useTranslation } from "~/i18n-t";
import { ToastCard } from "~/components/toast/toast-card";
import { ToastRegion } from "~/components/toast/toast-region";
import { TOAST_COLORS, TOAST_POSITIONS } from "~/utils/toast";
import { Section } from "~/components/section";

/** The six positions the toaster supports, each with a sample card, inside one box. */
export function PositionPreview() {
  const { t } = useTranslation("toast");
  return (
    <Section id="positions-heading" title={t("test.positionsHeading")}>
      <p className="mt-2">{t("test.positionsIntro")}</p>
      <div className="relative mt-4 h-72 overflow-hidden rounded-theme border border-muted-300 dark:border-muted-700">
        {TOAST_POSITIONS.map((position, index) => (
          <ToastRegion key={position} position={position} preview>
            <ToastCard toast={{ title: t(`positions.${position}`), color: TOAST_COLORS[index % TOAST_COLORS.length] }} className="p-2 text-sm" />
          </ToastRegion>
        ))}
      </div>
    </Section>
  );
}
