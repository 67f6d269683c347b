import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "~/i18n";

// Messages come from the /locales resource route (cached for a day), not from the bundle.
const fetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then(
        (data) => callback(null, data as ResourceKey),
        (error: Error) => callback(error, null),
      );
  },
};

/**
 * Resolves once Remix has decoded the page's state, which single fetch streams into the document
 * (window.__remixContext.stream). RemixBrowser starts that decoding on its first render and
 * suspends until it is done, above every Suspense boundary: hydration then waits with the root
 * dehydrated but React's listeners already on the document, and a click or key press in that
 * window (tens of ms; a form submitted right after the page loaded) makes React hydrate the root
 * synchronously, which suspends again and ends in error #345, "Root did not complete", thrown from
 * the event (remix#10214, react-router#12763). The event is lost to React, and the browser submits
 * the form as a document POST. Started here, outside React, the decoding is done before
 * hydrateRoot, so the root never suspends and an early event hydrates it and is handled.
 */
async function remixStateDecoded() {
  // Without single fetch the state is inline and nothing is decoded.
  if (!window.__remixContext.stream) return;
  try {
    // Not a render: RemixBrowser throws the decoding's promise before its first hook.
    RemixBrowser({});
  } catch (thrown) {
    // That promise never rejects: a decoding error is kept for RemixBrowser's render to throw.
    if (thrown instanceof Promise) await thrown;
  }
}

async function hydrate() {
  await Promise.all([
    i18next
      .use(initReactI18next)
      .use(fetchBackend)
      .init({
        ...i18nConfig,
        supportedLngs: [...i18nConfig.supportedLngs],
        lng: document.documentElement.lang,
        ns: getInitialNamespaces(),
      }),
    remixStateDecoded(),
  ]);

  // Not inside startTransition: React 18 hydrates a transition in slices, and a click or a key
  // press that lands between two slices forces the rest of the root to hydrate synchronously
  // (attemptSynchronousHydration), which React 18.3 cannot always finish: error #345 again
  // (react#25494, fixed in 19), the flaky users.spec.ts and applications.spec.ts of issue 17.
  // Outside a transition, and with nothing left to suspend on (remixStateDecoded), the root
  // hydrates in one task, or at once in the event that comes first.
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
}

hydrate();
