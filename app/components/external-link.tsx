import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";

/**
 * A link to an organization's own site: it opens in a new tab, so the visitor keeps their place in
 * the directory, and says so in words a screen reader reads (WCAG technique G201), in both languages.
 */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("layout.newTab")}</span>
    </a>
  );
}
