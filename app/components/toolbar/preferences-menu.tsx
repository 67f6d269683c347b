import { useTranslation } from "~/i18n-t";
import { LanguagePanel } from "~/components/language-panel";
import type { DisclosureTriggerProps } from "~/components/ui/details-disclosure";
import { GlobeIcon } from "~/components/ui/icons";
import { PopoverButton } from "~/components/ui/popover-button";
import { ColorSchemeSwitch } from "./color-scheme-switch";

/**
 * Language and colour scheme behind one toolbar button: both are display preferences, and one
 * button instead of two keeps the toolbar within a 320 px header.
 */
export function PreferencesMenu(trigger: Omit<DisclosureTriggerProps, "label">) {
  const { t } = useTranslation("ui");
  return (
    <PopoverButton {...trigger} label={t("preferences.label")} icon={<GlobeIcon />}>
      <div className="grid gap-4 p-1">
        <LanguagePanel />
        <ColorSchemeSwitch />
      </div>
    </PopoverButton>
  );
}
