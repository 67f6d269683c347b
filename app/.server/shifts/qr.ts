import { IsolateCache } from "@contract/isolate-cache";
import { renderSVG } from "../../../vendor/uqr/index.mjs";

/**
 * A QR code of `text` as an SVG document, drawn on the server (vendor/uqr, no network, no
 * JavaScript in the page): black on white whatever the theme, with the quiet zone scanners need.
 */
const qrSvg = (text: string) => renderSVG(text, { ecc: "M", border: 2, pixelSize: 4, whiteColor: "#ffffff", blackColor: "#000000" });

// A shift's check-in link never changes, so an isolate draws its code once: drawing a code for
// every shift on every request was most of the printable roster's CPU (docs/performance.md, "CPU").
const drawn = new IsolateCache<string>({ max: 500 });

/** The QR code of `text` as an `<img src>` data URL. */
export const qrDataUrl = (text: string) => drawn.get(text) ?? drawn.set(text, `data:image/svg+xml;base64,${btoa(qrSvg(text))}`);
