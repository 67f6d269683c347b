import { Link } from "~/components/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import type { EntryActions } from "~/.server/organization-entry";

const actionClasses = "inline-flex min-h-10 items-center underline";
const linkClasses = "text-primary-800 underline dark:text-primary-300";

type Entry = Pick<EntryActions, "claim" | "proposal">;

/** "This is my organization" and "Propose a change", for the page header's actions. */
export function entryActionLinks({ claim, proposal }: Entry, t: ReturnType<typeof useTranslation<"org-entry">>["t"]): ReactNode[] {
  return [
    claim && claim !== "pending" ? (
      <Link key="claim" to={claim} className={actionClasses}>
        {t("org-entry:claim.link")}
      </Link>
    ) : null,
    proposal.propose ? (
      <Link key="propose" to={proposal.propose} className={actionClasses}>
        {t("org-entry:proposals.link")}
      </Link>
    ) : null,
  ];
}

/** What waits: the visitor's claim or proposal, or (for those who edit) the proposals to decide. */
export function EntryNotices({ claim, proposal }: Entry) {
  const { t } = useTranslation("org-entry");
  return (
    <>
      {claim === "pending" ? (
        <p role="status" className="mb-6">
          {t("claim.pendingShort")}
        </p>
      ) : null}
      {proposal.own ? (
        <p role="status" className="mb-6">
          <Link to={proposal.own} className={linkClasses}>
            {t("proposals.pendingShort")}
          </Link>
        </p>
      ) : null}
      {proposal.waiting ? (
        <p role="status" className="mb-6">
          <Link to="/organizations/proposals" className={linkClasses}>
            {t("proposals.waiting", { count: proposal.waiting })}
          </Link>
        </p>
      ) : null}
    </>
  );
}
