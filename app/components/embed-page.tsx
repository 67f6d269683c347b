import type { ReactNode } from "react";

/**
 * A widget page for partner websites (the embed routes): its heading, its content, and the full
 * site's page, which opens in a new tab; searching and paging stay in the frame.
 */
export function EmbedPage({ title, fullSite, children }: { title: string; fullSite: { to: string; label: string }; children: ReactNode }) {
  return (
    <main id="main" className="px-4 py-4">
      <h1 className="mb-4 text-2xl font-bold text-primary-800 dark:text-primary-300">{title}</h1>
      {children}
      <p className="mt-6 text-sm">
        <a href={fullSite.to} target="_blank" rel="noopener" className="text-primary-800 underline dark:text-primary-300">
          {fullSite.label}
        </a>
      </p>
    </main>
  );
}
