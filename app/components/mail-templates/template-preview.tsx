import { useTranslation } from "~/i18n-t";
import { LOCALES } from "@contract/locales";

type Preview = { subject: string; text: string; html: string };

// The mail's HTML part as the API rendered it: every value and every text is escaped there and
// the only elements are the rich-text allowlist's, a button link and a list. Only the body is kept.
const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";

/** What the mail looks like with sample data, in both languages: subject, HTML and plain text. */
export function TemplatePreviews({ previews }: { previews: { nl: Preview; en: Preview } }) {
  const { t } = useTranslation("mail-templates");
  return (
    <section aria-labelledby="template-preview" className="grid max-w-3xl gap-6">
      <h2 id="template-preview" className="text-2xl font-semibold" tabIndex={-1}>
        {t("preview.title")}
      </h2>
      <p>{t("preview.help")}</p>
      {LOCALES.map((locale) => (
        <article key={locale} aria-labelledby={`preview-${locale}`} className="grid gap-3 rounded-lg border border-muted-300 p-4 dark:border-muted-700">
          <h3 id={`preview-${locale}`} className="text-xl font-semibold">
            {t(locale === "nl" ? "form.dutch" : "form.english")}
          </h3>
          <p>
            <span className="font-semibold">{t("preview.subject")}:</span> <span data-testid={`preview-subject-${locale}`}>{previews[locale].subject}</span>
          </p>
          <div
            className="rounded bg-white p-4 text-black"
            lang={locale}
            data-testid={`preview-html-${locale}`}
            dangerouslySetInnerHTML={{ __html: bodyOf(previews[locale].html) }}
          />
          <details>
            <summary>{t("preview.text")}</summary>
            <pre className="whitespace-pre-wrap" lang={locale}>
              {previews[locale].text}
            </pre>
          </details>
        </article>
      ))}
    </section>
  );
}
