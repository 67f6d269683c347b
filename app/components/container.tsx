import type { ReactNode } from "react";

const widths = { narrow: "max-w-3xl", default: "max-w-6xl" } as const;

/** The page's centred column with its side padding; the header, page and footer share it. */
export function Container({ children, width = "default", className }: { children: ReactNode; width?: keyof typeof widths; className?: string }) {
  return <div className={["mx-auto w-full px-4", widths[width], className].filter(Boolean).join(" ")}>{children}</div>;
}
