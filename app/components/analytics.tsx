import { useEffect } from "react";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Google Analytics, loaded after mount and only with the visitor's consent and a centre gtag id
 * (spec section 4). Nothing is requested or sent before both hold; without JavaScript, never.
 */
export function Analytics({ gtagId, consent }: { gtagId: string | null; consent: string | null }) {
  useEffect(() => {
    if (!gtagId || consent !== "granted" || window.gtag) return;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", gtagId, { anonymize_ip: true });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
    document.head.appendChild(script);
  }, [gtagId, consent]);
  return null;
}
