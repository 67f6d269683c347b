import { z } from "zod";
import { NOTIFICATIONS, notificationList, notificationRules, notificationShow } from "@contract/notifications";
import type { QuerySpec } from "../../jsonapi/query";

export { NOTIFICATIONS };
export const NOTIFICATION_TYPES_IN = [NOTIFICATIONS, "notification"];

export const showQuery = notificationShow satisfies QuerySpec;
export const indexQuery = notificationList satisfies QuerySpec;

export const updateAttributes = z.object(notificationRules).strict();
