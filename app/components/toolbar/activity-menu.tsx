import { useTranslation } from "~/i18n-t";
import { ActivityPanel, type ActivityItem } from "~/components/activity-panel";
import type { DisclosureTriggerProps } from "~/components/ui/details-disclosure";
import { ActivityIcon } from "~/components/ui/icons";
import { PopoverButton } from "~/components/ui/popover-button";

/** The activity panel behind a toolbar button. */
export function ActivityMenu({ items, ...trigger }: { items: ActivityItem[] } & Omit<DisclosureTriggerProps, "label">) {
  const { t } = useTranslation("ui");
  return (
    <PopoverButton {...trigger} label={t("activity.label")} icon={<ActivityIcon />}>
      <ActivityPanel items={items} headingLevel={0} />
    </PopoverButton>
  );
}
