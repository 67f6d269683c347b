import type { ReactNode } from "react";
import { PerPageSelect } from "~/components/per-page-select";

/** A managed list's count, told to screen readers as it changes, beside its choice of page size. */
export function ListTotal({ perPage, children }: { perPage: number; children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
      <p role="status">{children}</p>
      <PerPageSelect value={perPage} />
    </div>
  );
}
