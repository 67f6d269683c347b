import type { ActivityItem } from "~/components/activity-panel";
import { AccountMenu, type ToolbarUser } from "./account-menu";
import { ActivityMenu } from "./activity-menu";
import { NotificationsMenu, type ToolbarNotification } from "./notifications-menu";
import { PreferencesMenu } from "./preferences-menu";
import { SignInLink } from "./sign-in-link";

export interface ToolbarProps {
  /** Absent while signed out; sign-in does not exist yet, so the layout passes none for now. */
  user?: ToolbarUser;
  activity?: ActivityItem[];
  notifications?: ToolbarNotification[];
  /** The signed-in user's unread notifications. */
  unread?: number;
}

// One name for the toolbar's <details>: without JavaScript, opening one menu closes the others.
const detailsName = "toolbar";

/** The header's tools: activity, notifications, language and display, and the account or sign-in. */
export function Toolbar({ user, activity = [], notifications = [], unread = 0 }: ToolbarProps) {
  const trigger = { tone: "header", placement: "viewport", hideLabel: true, detailsName } as const;
  return (
    <div className="ml-auto flex shrink-0 items-center gap-1" data-testid="toolbar">
      <ActivityMenu {...trigger} items={activity} />
      <NotificationsMenu {...trigger} notifications={notifications} unread={unread} />
      <PreferencesMenu {...trigger} />
      {user ? <AccountMenu {...trigger} user={user} /> : <SignInLink />}
    </div>
  );
}
