import type { TFunction } from "i18next";

interface Named {
  side: "volunteer" | "organization" | "center" | null;
  kind: "volunteer_organization" | "organization_center";
  organizationName: string;
  volunteerName: string | null;
}

/** Who the caller talks with, by name only (never an address): the other side of the conversation. */
export function counterpartOf(c: Named, t: TFunction) {
  if (c.kind === "organization_center") return c.side === "center" ? c.organizationName : t("conversations:sides.center");
  if (c.side === "volunteer") return c.organizationName;
  if (c.side === "organization") return c.volunteerName ?? t("conversations:sides.volunteer");
  // Staff reading a reported conversation: both.
  return `${c.volunteerName ?? t("conversations:sides.volunteer")} – ${c.organizationName}`;
}
