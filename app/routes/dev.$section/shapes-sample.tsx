import { useTranslation } from "~/i18n-t";
import { GuideSection } from "./guide-section";

const SHAPES = ["straight", "rounded", "curved", "smooth", "full"] as const;

/**
 * The five tenant shapes. Each sample carries its own data-shape, which sets --brand-radius for
 * it (app/tailwind.css), so `rounded-theme` shows that shape whatever the tenant's own is.
 */
export function ShapesSample({ current }: { current?: string }) {
  const { t } = useTranslation("dev");
  return (
    <GuideSection title={t("colors.shapesHeading")} note={t("colors.shapesNote")}>
      <ul className="flex flex-wrap gap-4">
        {SHAPES.map((shape) => (
          <li key={shape} data-shape={shape} className="grid justify-items-center gap-2 text-sm">
            <span className="block h-12 w-28 rounded-theme bg-primary-700" />
            <span>
              {t(`colors.shapes.${shape}`)}
              {shape === current ? ` (${t("colors.currentShape")})` : ""}
            </span>
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}
