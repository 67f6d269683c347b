import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { Section } from "~/components/section";

const LINK = "text-primary-800 underline dark:text-primary-200";

/** Fast, slow and failing navigations (the loader's ?delay and &fail) to watch the loading bar. */
export function NavigationLinks() {
  const { t } = useTranslation("toast");
  return (
    <Section id="navigation-heading" title={t("test.navigationHeading")}>
      <p className="mt-2">{t("test.navigationIntro")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {/* To the home page: the root loader does not run again, so this stays well under 200 ms. */}
        <li>
          <Link to="/" className={LINK}>
            {t("test.fastLink")}
          </Link>
        </li>
        <li>
          <Link to="/test/toaster?delay=1500" className={LINK}>
            {t("test.slowLink")}
          </Link>
        </li>
        <li>
          <Link to="/test/toaster?delay=600&fail=1" className={LINK}>
            {t("test.failingLink")}
          </Link>
        </li>
      </ul>
    </Section>
  );
}
