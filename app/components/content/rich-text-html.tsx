/**
 * Rich text as the api rendered it: HTML built from the allowlist of api/src/rich-text (headings,
 * lists, quotes, bold, italic, links, images of the site's own files), escaped there, so it is inserted as is.
 */
export function RichTextHtml({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`grid gap-4 text-lg leading-relaxed [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-theme ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
