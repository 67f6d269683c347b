import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button-styles";
import { Consequences } from "./consequences";

/** Deleting needs the account: sign in first, or ask the centre by mail when that is not possible. */
export function SignedOut({ login, mail, mailTo }: { login: string; mail: string | null; mailTo: string | null }) {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t("deleteAccount.title")} description={t("deleteAccount.signedOut")} />
      <Consequences />
      <div className="mt-8 grid gap-4">
        <p>
          <Link to={login} className={buttonClasses("primary")}>
            {t("deleteAccount.signIn")}
          </Link>
        </p>
        {mail && mailTo ? (
          <p>
            {t("deleteAccount.byMail")}{" "}
            <a href={mail} className="wrap-anywhere text-primary-800 underline dark:text-primary-300">
              {mailTo}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
