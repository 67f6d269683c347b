import { renderSVG } from "../../../vendor/uqr/index.mjs";

/**
 * A QR code of `text` as an SVG document, drawn on the server (vendor/uqr, no network, no
 * JavaScript in the page): black on white whatever the theme, with the quiet zone scanners need.
 */
export const qrSvg = (text: string) => renderSVG(text, { ecc: "M", border: 2, pixelSize: 4, whiteColor: "#ffffff", blackColor: "#000000" });
