import { contentGuards } from "../../auth/content-keepers";
import { requestNow } from "../../request-now";
import { findMenuItem } from "./queries";
import { isLiveItem } from "./serializer";

// An item a visitor cannot follow only for the centre's keepers (auth/content-keepers.ts).
export const { visible: visibleMenuItem, manageable: manageableMenuItem } = contentGuards(
  "menu item",
  findMenuItem,
  (row) => row.item.volunteerCenterId,
  (row) => isLiveItem(row, requestNow()),
);
