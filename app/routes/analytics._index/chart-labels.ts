import type { TFunction } from "~/i18n-t";

/** A comparison chart's texts on /analytics: its title and group column, the rest the page's own. */
export const chartLabels = (t: TFunction<"analytics">, title: string, group: string) => ({
  title,
  group,
  current: t("figures.current"),
  previous: t("figures.previous"),
  small: t("figures.small"),
  chart: t("figures.chart", { title }),
});
