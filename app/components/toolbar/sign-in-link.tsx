import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { triggerClasses, type TriggerTone } from "~/components/ui/disclosure-styles";
import { SignInIcon } from "~/components/ui/icons";
import { useReturnTo } from "~/components/ui/use-return-to";

/** Sign in, coming back to this page afterwards. The label hides on narrow screens, not its name. */
export function SignInLink({ tone = "header" }: { tone?: TriggerTone }) {
  const { t } = useTranslation("ui");
  const returnTo = useReturnTo();
  return (
    <Link to={`/login?${new URLSearchParams({ redirectTo: returnTo })}`} className={triggerClasses(tone)}>
      <SignInIcon />
      <span className="sr-only sm:not-sr-only">{t("toolbar.signIn")}</span>
    </Link>
  );
}
