import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import type { ToastPosition } from "~/utils/toast";

const PLACES: Record<ToastPosition, string> = {
  "top-left": "top-4 left-4",
  "top-center": "top-4 left-1/2 -translate-x-1/2",
  "top-right": "top-4 right-4",
  "bottom-left": "bottom-4 left-4",
  "bottom-center": "bottom-4 left-1/2 -translate-x-1/2",
  "bottom-right": "bottom-4 right-4",
};

interface ToastRegionProps {
  position: ToastPosition;
  /** Inside a positioned box instead of the viewport, without a landmark (the test page's samples). */
  preview?: boolean;
  children: ReactNode;
}

/** Where toasts stack: a labelled landmark, so screen-reader users can find them again. */
export function ToastRegion({ position, preview = false, children }: ToastRegionProps) {
  const { t } = useTranslation("toast");
  const place = preview ? "absolute w-[calc(33%-1.5rem)]" : "fixed w-[min(24rem,calc(100%-2rem))]";
  const className = `${place} ${PLACES[position]} pointer-events-none z-50 flex flex-col gap-2`;
  if (preview)
    return (
      <div className={className} data-position={position}>
        {children}
      </div>
    );
  return (
    <section aria-label={t("region")} data-position={position} data-testid="toaster" className={className}>
      {children}
    </section>
  );
}
