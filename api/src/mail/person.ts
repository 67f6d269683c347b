import type { Locale, User } from "../db/accounts-schema";

/** How a mail or a notification names a user: their name, else their address. */
export const userName = (user: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || (user.email ?? "");

/** Who applies or signs up, and is mailed about it: the signed-in user, else the guest as they typed themselves. */
export interface Person {
  name: string;
  email: string;
  locale: Locale;
  userId: number | null;
}

/** The person of a public form (an application, an activity's sign-up): a guest's name and address were checked present. */
export const personOf = (user: User | null, typed: { name?: string; email?: string; locale?: Locale }): Person =>
  user
    ? { name: userName(user), email: user.email!, locale: user.locale, userId: user.id }
    : { name: typed.name!, email: typed.email!, locale: typed.locale ?? "nl", userId: null };
