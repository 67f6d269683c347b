import { createContext, useContext } from "react";

// The response's CSP nonce, given by entry.server. In the browser it stays "": the scripts that
// needed it have run by then, and browsers hide nonce attributes from the page anyway.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The nonce every <script> and <style> the server renders must carry (docs/security.md). */
export const useNonce = () => useContext(NonceContext);
