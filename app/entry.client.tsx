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

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(fetchBackend)
    .init({
      ...i18nConfig,
      supportedLngs: [...i18nConfig.supportedLngs],
      lng: document.documentElement.lang,
      ns: getInitialNamespaces(),
    });

  // Not inside startTransition: React 18 hydrates a transition in slices, and a click or a key
  // press that lands between two slices forces the rest of the root to hydrate synchronously
  // (attemptSynchronousHydration), which React 18.3 cannot always finish: error #345, "Root did
  // not complete" (react#25494, fixed in 19). The event is then lost to React while the browser
  // acts on it natively (a link followed as a document load, then aborted by the app's own
  // navigation): the flaky users.spec.ts and applications.spec.ts of issue 17. Outside a
  // transition the root hydrates in one task that nothing can interrupt; pages here take tens of ms.
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
