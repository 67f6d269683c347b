import type { ReactNode } from "react";
import { detailsPanelPlacement, panelClasses, triggerClasses, type PanelPlacement, type TriggerTone } from "./disclosure-styles";

export interface DisclosureTriggerProps {
  label: string;
  icon?: ReactNode;
  /** Show only the icon; the label stays the accessible name. */
  hideLabel?: boolean;
  tone?: TriggerTone;
  placement?: PanelPlacement;
  /** Details with the same name form a group in which only one is open (the toolbar's menus). */
  detailsName?: string;
}

/**
 * The JavaScript-free menu: <details><summary> opens and closes with a click, Enter or Space, and
 * the browser keeps aria-expanded. react-aria replaces it once the page has hydrated.
 */
export function DetailsDisclosure({
  label,
  icon,
  hideLabel = false,
  tone = "default",
  placement = "end",
  detailsName,
  children,
}: DisclosureTriggerProps & { children: ReactNode }) {
  return (
    <details name={detailsName} className="group/disclosure relative">
      <summary className={`${triggerClasses(tone)} list-none [&::-webkit-details-marker]:hidden`}>
        {icon}
        <span className={hideLabel ? "sr-only" : undefined}>{label}</span>
      </summary>
      <div className={`${panelClasses} ${detailsPanelPlacement[placement]}`}>{children}</div>
    </details>
  );
}
