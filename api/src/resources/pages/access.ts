import { contentGuards } from "../../auth/content-keepers";
import { findPage } from "./queries";

// Published pages are public (/{slug}); drafts only for their centre's staff and super admins
// (auth/content-keepers.ts: who keeps a centre's content).
export const { visible: visiblePage, manageable: manageablePage } = contentGuards(
  "page",
  findPage,
  (page) => page.volunteerCenterId,
  (page) => page.status === "published",
);
