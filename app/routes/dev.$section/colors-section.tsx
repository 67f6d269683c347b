import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";
import type { RootLoader } from "~/root";
import { GuideSection } from "./guide-section";
import { ShapesSample } from "./shapes-sample";
import { themeVariables } from "./theme-variables";

const SCALES = ["primary", "secondary", "tertiary", "muted"] as const;
const SHADES = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;

/** Every colour of the current centre's theme, with the value the server put behind it. */
export function ColorsSection() {
  const { t } = useTranslation("dev");
  const root = useRouteLoaderData<RootLoader>("root");
  const variables = themeVariables(root?.center.themeCss ?? "");
  return (
    <>
      <PageHeader title={t("colors.title")} description={t("colors.intro", { name: root?.center.name })} />
      {SCALES.map((scale) => (
        <GuideSection key={scale} title={t(`colors.scales.${scale}`)}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid={`scale-${scale}`}>
            {SHADES.map((shade) => (
              <li key={shade} className="grid gap-1 text-sm">
                <span
                  className="block h-12 rounded-theme border border-black/10 dark:border-white/20"
                  style={{ backgroundColor: `var(--brand-${scale}-${shade})` }}
                />
                <span className="font-medium">{`${scale}-${shade}`}</span>
                <code className="break-all text-xs text-muted-700 dark:text-muted-300">{variables[`--brand-${scale}-${shade}`] ?? t("colors.unknown")}</code>
              </li>
            ))}
          </ul>
        </GuideSection>
      ))}
      <ShapesSample current={root?.shape} />
    </>
  );
}
