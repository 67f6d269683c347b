import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import type { ReactNode } from "react";
import { type I18nKey, useTranslation } from "~/i18n-t";
import type { HomeSection } from "~/.server/home/sections";
import { TextField } from "~/components/ui/text-field";
import { buttonClasses } from "~/components/ui/button-styles";
import { NewsList } from "~/components/content/news-list";
import { ContactSection } from "./contact-section";
import { dateTimeFormat } from "~/utils/intl";
import { entryPath } from "~/utils/slug";

type Of<K extends HomeSection["id"]> = Extract<HomeSection, { id: K }>;

const link = "text-primary-800 underline dark:text-primary-300";
const card = "rounded-theme border border-muted-200 p-4 dark:border-muted-700";

/** A home page section: its heading, a link to all of its kind (`more`) beside it, its content. */
function Section({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={`home-${id}`} className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`home-${id}`} className="text-2xl font-bold text-primary-800 dark:text-primary-300">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={link}>
            {more.label}
          </Link>
        ) : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What and where: a plain GET form onto the vacancy search, the page's first action. */
function SearchSection({ centerName }: { centerName: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-search" className="rounded-theme bg-primary-50 p-6 dark:bg-primary-950">
      <h1 id="home-search" className="text-3xl font-bold text-primary-800 dark:text-primary-300">
        {t("home.heading", { name: centerName })}
      </h1>
      <p className="mt-2 text-lg">{t("home.intro")}</p>
      <Form method="get" action="/vacancies/search" className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <TextField id="home-q" name="q" type="search" label={t("home.search.what")} />
        <TextField id="home-city" name="city" type="text" autoComplete="address-level2" label={t("home.search.where")} />
        <button type="submit" className={buttonClasses("primary")}>
          {t("home.search.submit")}
        </button>
      </Form>
    </section>
  );
}

function VacanciesSection({ vacancies }: Of<"vacancies">) {
  const { t } = useTranslation();
  return (
    <Section id="vacancies" title={t("home.vacancies.title")} more={{ to: "/vacancies/search", label: t("home.vacancies.all") }}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {vacancies.map((v) => (
          <li key={v.id} className={card}>
            <h3 className="text-lg font-semibold">
              <Link to={entryPath("/vacancies", v.id, v.title)} className={link}>
                {v.title}
              </Link>
            </h3>
            {v.organization ? <p>{v.organization}</p> : null}
            <p className="text-sm text-muted-700 dark:text-muted-300">{[v.place, v.hours, v.commitment].filter(Boolean).join(" · ")}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ThemesSection({ themes }: Of<"themes">) {
  const { t } = useTranslation();
  return (
    <Section id="themes" title={t("home.themes.title")}>
      <ul className="flex flex-wrap gap-2">
        {themes.map((theme) => (
          <li key={theme}>
            <Link
              to={`/sociale-kaart?${new URLSearchParams({ tag: theme })}`}
              className="inline-flex min-h-10 items-center rounded-full border border-primary-300 px-4 text-primary-800 hover:bg-primary-50 dark:border-primary-700 dark:text-primary-300 dark:hover:bg-primary-950"
            >
              {theme}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function OrganizationsSection({ organizations }: Of<"organizations">) {
  const { t } = useTranslation();
  return (
    <Section id="organizations" title={t("home.organizations.title")} more={{ to: "/sociale-kaart", label: t("home.organizations.map") }}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {organizations.map((o) => (
          <li key={o.id} className={card}>
            <Link to={`/organizations/${o.id}`} className={`${link} font-semibold`}>
              {o.name}
            </Link>
            {o.place ? <p className="text-sm text-muted-700 dark:text-muted-300">{o.place}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Calls to action: volunteers sign up; organizations sign up and publish (only what this visitor may). */
function JoinSection({ signedIn, publishes }: Of<"join">) {
  const { t } = useTranslation();
  const cta = buttonClasses("primary");
  const publish = publishes ? "/vacancies/add" : signedIn ? null : `/login?${new URLSearchParams({ redirectTo: "/vacancies/add" })}`;
  return (
    <Section id="join" title={t("home.join.title")}>
      <div className="grid gap-4 md:grid-cols-2">
        <div className={card}>
          <h3 className="text-lg font-semibold">{t("home.join.volunteers")}</h3>
          <p className="mt-1">{t(signedIn ? "home.join.volunteersSignedIn" : "home.join.volunteersText")}</p>
          <p className="mt-4">
            {signedIn ? (
              <Link to="/vacancies/search" className={cta}>
                {t("home.join.find")}
              </Link>
            ) : (
              <Link to="/signup" className={cta}>
                {t("home.join.signUp")}
              </Link>
            )}
          </p>
        </div>
        {/* Signed in too: a volunteer starts an organization with their own account (issue 49). */}
        <div className={card}>
          <h3 className="text-lg font-semibold">{t("home.join.organizations")}</h3>
          <p className="mt-1">{t("home.join.organizationsText")}</p>
          <p className="mt-4 flex flex-wrap gap-2">
            <Link to="/organizations/signup" className={cta}>
              {t("home.join.signUpOrganization")}
            </Link>
            {publish ? (
              <Link to={publish} className={buttonClasses("neutral")}>
                {t("home.join.publish")}
              </Link>
            ) : null}
          </p>
        </div>
      </div>
    </Section>
  );
}

function ActivitiesSection({ activities }: Of<"activities">) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) =>
    dateTimeFormat(i18n.language === "en" ? "en-GB" : "nl-NL", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(new Date(iso));
  return (
    <Section id="activities" title={t("home.activities.title")} more={{ to: "/activiteitenkalender", label: t("home.activities.all") }}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {activities.map((a) => (
          <li key={a.id} className={card}>
            <h3 className="text-lg font-semibold">
              <Link to={`/activiteitenkalender/${a.id}`} className={link}>
                {a.title}
              </Link>
            </h3>
            <p className="text-sm text-muted-700 dark:text-muted-300">
              {[a.startsAt ? when(a.startsAt) : "", a.online ? t("home.activities.online") : a.place].filter(Boolean).join(" · ")}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function NewsSection({ news }: Of<"news">) {
  const { t } = useTranslation();
  return (
    <Section id="news" title={t("home.news.title")} more={{ to: "/nieuws", label: t("home.news.all") }}>
      <NewsList items={news} headingLevel={3} />
    </Section>
  );
}

/** A section of one sentence and a link onward: its texts are `home.<texts>.text` and `.link`. */
function TextLinkSection({ id, title, texts, to }: { id: string; title: I18nKey; texts: "partners" | "oneOnOneHelp" | "volunteerProfile"; to: string }) {
  const { t } = useTranslation();
  return (
    <Section id={id} title={t(title)}>
      <p>
        {t(`home.${texts}.text`)}{" "}
        <Link to={to} className={link}>
          {t(`home.${texts}.link`)}
        </Link>
      </p>
    </Section>
  );
}

/** One component per section id: a new section adds its line here and its loader in HOME_SECTIONS. */
const COMPONENTS: { [K in HomeSection["id"]]: (props: Of<K>) => ReactNode } = {
  search: () => null, // rendered first, with the page's heading
  news: NewsSection,
  vacancies: VacanciesSection,
  themes: ThemesSection,
  organizations: OrganizationsSection,
  join: JoinSection,
  partners: () => <TextLinkSection id="partners" title="home.partners.title" texts="partners" to="/partners" />,
  oneOnOneHelp: ({ wording }) => (
    <TextLinkSection id="one-on-one-help" title={`home.oneOnOneHelp.title.${wording}`} texts="oneOnOneHelp" to="/een-op-een-hulp" />
  ),
  volunteerProfile: () => (
    <TextLinkSection id="volunteer-profile" title="home.volunteerProfile.title" texts="volunteerProfile" to="/profile-edit/vrijwilligersprofiel" />
  ),
  activities: ActivitiesSection,
  contact: ({ contact }) => (
    <Section id="contact" title={contact.name}>
      <ContactSection contact={contact} />
    </Section>
  ),
};

export function HomeSections({ centerName, sections }: { centerName: string; sections: HomeSection[] }) {
  return (
    <div>
      <SearchSection centerName={centerName} />
      {sections.map((section) => {
        const Component = COMPONENTS[section.id] as (props: HomeSection) => ReactNode;
        return <Component key={section.id} {...section} />;
      })}
    </div>
  );
}
