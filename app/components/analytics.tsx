import { useNonce } from "~/utils/nonce";

// gtag ids look like G-XXXXXXX (or the older UA-/AW- forms); anything else is never put in a script.
const GTAG_ID = /^(G|UA|AW)-[A-Z0-9-]{4,20}$/;

/**
 * Google Analytics (spec section 4), only with a centre gtag id and the visitor's consent; nothing
 * is requested or sent before both hold. Rendered by the server at the end of <body> as an async
 * script, so it loads after the page is shown, on every page, whether or not the page hydrates.
 */
export function Analytics({ gtagId, consent }: { gtagId: string | null; consent: string | null }) {
  const nonce = useNonce();
  if (consent !== "granted" || !gtagId || !GTAG_ID.test(gtagId)) return null;
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","${gtagId}",{anonymize_ip:true});`;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${gtagId}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}
