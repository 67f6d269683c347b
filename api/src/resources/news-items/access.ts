import { contentGuards } from "../../auth/content-keepers";
import { requestNow } from "../../request-now";
import { findNewsItem, isLive } from "./queries";

// Drafts and scheduled items only for the centre's keepers (auth/content-keepers.ts).
export const { visible: visibleNewsItem, manageable: manageableNewsItem } = contentGuards(
  "news item",
  findNewsItem,
  (item) => item.volunteerCenterId,
  (item) => isLive(item, requestNow()),
);
