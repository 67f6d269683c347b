import type { ConversationKind } from "@contract/conversations";
import type { TFunction } from "~/i18n-t";

interface Named {
  side: "volunteer" | "organization" | "center" | null;
  kind: ConversationKind;
  organizationName: string | null;
  volunteerCenterName: string | null;
  volunteerName: string | null;
}

/** Who the caller talks with, by name only (never an address): the other side of the conversation. */
export function counterpartOf(c: Named, t: TFunction) {
  const organization = c.organizationName ?? t("conversations:sides.organization");
  const volunteer = c.volunteerName ?? t("conversations:sides.volunteer");
  // One-on-one help: the matched volunteer and the centre's staff.
  if (c.kind === "volunteer_center") return c.side === "center" ? volunteer : (c.volunteerCenterName ?? t("conversations:sides.center"));
  if (c.kind === "organization_center") return c.side === "center" ? organization : t("conversations:sides.center");
  if (c.side === "volunteer") return organization;
  if (c.side === "organization") return volunteer;
  // Staff reading a reported conversation: both.
  return `${volunteer} – ${organization}`;
}
