import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SignUp } from "../api/activities";
import { writeCsv } from "../csv/write";

/** The participants of an activity as CSV (a participant's name is their own text: no formulas). */
export function participantsCsv(participants: SignUp[], t: AppLoadContext["t"]): string {
  return writeCsv([
    [
      t("activities:participants.columns.name"),
      t("activities:participants.columns.email"),
      t("activities:participants.columns.status"),
      t("activities:participants.columns.guest"),
      t("activities:participants.columns.createdAt"),
    ],
    ...participants.map((p) => [
      p.name,
      p.email ?? "",
      t(`activities:signUpStatus.${p.status}`),
      p.guest ? t("activities:participants.guest") : t("activities:participants.account"),
      p.createdAt,
    ]),
  ]);
}
