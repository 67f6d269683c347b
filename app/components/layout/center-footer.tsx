import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { CenterFooter, ContactPerson } from "~/.server/center-footer";
import { Img } from "~/components/ui/img";

const linkClass = "underline underline-offset-4";
const telOf = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;

/** A phone number and an e-mail address as links, each only when set. */
function PhoneAndEmail({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <>
      {phone ? (
        <a href={telOf(phone)} className={linkClass}>
          {phone}
        </a>
      ) : null}
      {email ? (
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ) : null}
    </>
  );
}

/** The contact person's card: photo, name, role, phone and e-mail (/instellingen/contact-person). */
export function ContactPersonCard({ person, headingLevel = 2 }: { person: ContactPerson; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex items-start gap-3" data-testid="contact-person">
      <Img
        src={person.photoUrl}
        alt={t("centerFooter.photoAlt", { name: person.name })}
        size={[64, 64]}
        className="size-16 shrink-0 rounded-theme object-cover"
      />
      <div className="grid gap-1">
        <Heading className="font-semibold text-muted-900 dark:text-muted-100">{person.name}</Heading>
        {person.role ? <p>{person.role}</p> : null}
        <PhoneAndEmail phone={person.phone} email={person.email} />
      </div>
    </div>
  );
}

/** The centre's own footer details (/instellingen/footer) and its contact person; nothing when unset. */
export function CenterFooterDetails({ footer, person }: { footer: CenterFooter | null; person: ContactPerson | null }) {
  const { t } = useTranslation();
  if (!footer && !person) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="center-footer">
      {footer && (footer.address || footer.phone || footer.email || footer.openingHours) ? (
        <section aria-labelledby="footer-contact" className="grid content-start gap-1">
          <h2 id="footer-contact" className="font-semibold text-muted-900 dark:text-muted-100">
            {t("centerFooter.contact")}
          </h2>
          {footer.address ? <address className="whitespace-pre-line not-italic">{footer.address}</address> : null}
          <PhoneAndEmail phone={footer.phone} email={footer.email} />
          {footer.openingHours ? (
            <>
              <h3 className="mt-2 font-semibold text-muted-900 dark:text-muted-100">{t("centerFooter.openingHours")}</h3>
              <p className="whitespace-pre-line">{footer.openingHours}</p>
            </>
          ) : null}
        </section>
      ) : null}
      {person ? (
        <section aria-labelledby="footer-contact-person" className="grid content-start gap-2">
          <h2 id="footer-contact-person" className="font-semibold text-muted-900 dark:text-muted-100">
            {t("centerFooter.contactPerson")}
          </h2>
          <ContactPersonCard person={person} headingLevel={3} />
        </section>
      ) : null}
      {footer && (footer.socialLinks.length || footer.links.length) ? (
        <nav aria-label={t("centerFooter.links")} className="grid content-start gap-2">
          {footer.socialLinks.length ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {footer.socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener noreferrer me" className={linkClass}>
                    {t(`centerFooter.networks.${link.network}`)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {footer.links.length ? (
            <ul className="grid gap-1">
              {footer.links.map((link) => (
                <li key={`${link.label}|${link.url}`}>
                  {link.url.startsWith("/") ? (
                    <Link to={link.url} className={linkClass}>
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.url} rel="noopener noreferrer" className={linkClass}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
