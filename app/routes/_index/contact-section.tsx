import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import type { CenterContact } from "~/.server/home/contact-section";
import { ContactPersonCard } from "~/components/layout/center-footer";

const ContactLink = ({ href, children }: { href: string; children: string }) => (
  <a href={href} className="text-primary-800 underline dark:text-primary-300">
    {children}
  </a>
);

/** The centre's address and the ways to reach it, each a link a phone can follow. */
export function ContactSection({ contact }: { contact: CenterContact }) {
  const { t } = useTranslation();
  // Each way to reach the centre, shown when it has one: its term, its value, and its class (a long e-mail address or website wraps anywhere).
  const rows: [`home.contact.${"address" | "phone" | "email" | "website"}`, ReactNode, string?][] = [
    ["home.contact.address", contact.address],
    ["home.contact.phone", contact.phone ? <ContactLink href={`tel:${contact.phone.replace(/[^+0-9]/g, "")}`}>{contact.phone}</ContactLink> : null],
    ["home.contact.email", contact.email ? <ContactLink href={`mailto:${contact.email}`}>{contact.email}</ContactLink> : null, "wrap-anywhere"],
    [
      "home.contact.website",
      contact.website ? <ContactLink href={contact.website}>{contact.website.replace(/^https?:\/\//i, "")}</ContactLink> : null,
      "wrap-anywhere",
    ],
  ];
  return (
    <div className="grid gap-2">
      {contact.description ? <p className="max-w-3xl">{contact.description}</p> : null}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value, className]) =>
          value ? (
            <Fragment key={term}>
              <dt className="font-semibold">{t(term)}</dt>
              <dd className={className}>{value}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
      {contact.person ? (
        <div className="mt-2 grid gap-2">
          <p className="font-semibold">{t("centerFooter.contactPerson")}</p>
          <ContactPersonCard person={contact.person} headingLevel={3} />
        </div>
      ) : null}
    </div>
  );
}
