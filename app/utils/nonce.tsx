import { createContext, useContext } from "react";

// The response's CSP nonce. On the server entry.server provides it. In the browser the page's
// <meta name="csp-nonce"> holds it: browsers hide nonce attributes from getAttribute but keep the
// `nonce` property, and an element React creates after hydration (the theme <style> of an error
// screen reached by a client navigation) needs it to be allowed.
const browserNonce = () => (typeof document === "undefined" ? "" : (document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce ?? ""));

const NonceContext = createContext(browserNonce());

export const NonceProvider = NonceContext.Provider;

/** The nonce every <script> and <style> the server renders must carry (docs/security.md). */
export const useNonce = () => useContext(NonceContext);

/** The nonce for what a client-side script injects itself (an editor's stylesheet). */
export const pageNonce = browserNonce;
