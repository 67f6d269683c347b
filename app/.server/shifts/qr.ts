import { IsolateCache } from "@contract/isolate-cache";
import { encode } from "../../../vendor/uqr/index.mjs";

/**
 * A QR code of `text` as an SVG document, drawn on the server (vendor/uqr, no network, no
 * JavaScript in the page): black on white whatever the theme, with the quiet zone scanners need.
 * One unit per module, each row's runs of dark modules one stroked line: uqr's own SVG drew a
 * square per module at 4 units each, 10.4 KB a code (14 KB as base64), which a roster of many
 * shifts sent, React escaped and the worker encoded on every request (issue 47).
 */
export function qrSvg(text: string): string {
  const { size, data } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  for (let y = 0; y < size; y++) {
    // After a run the pen stands at its end: the next run starts that many modules further on.
    let pen = -1;
    for (let x = 0; x < size;) {
      if (!data[y]![x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < size && data[y]![end]) end++;
      path += pen < 0 ? `M${x} ${y}.5h${end - x}` : `m${x - pen} 0h${end - x}`;
      pen = end;
      x = end;
    }
  }
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${size} ${size}' shape-rendering='crispEdges'><rect width='${size}' height='${size}' fill='white'/><path stroke='black' d='${path}'/></svg>`;
}

/**
 * An SVG as a data URL, percent-encoding only what a URL in an attribute cannot hold (smaller than
 * base64), and the SVG's own quotes: with nothing left for React to escape in the attribute, it
 * writes the URL as it is instead of rewriting every quote as `&#x27;` (a roster of 41 shifts is
 * about 80 KB of these, on every request).
 */
const svgDataUrl = (svg: string) => `data:image/svg+xml,${svg.replace(/[<>#%"']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

// A shift's check-in link never changes, so an isolate draws its code once: drawing a code for
// every shift on every request was most of the printable roster's CPU (docs/performance.md, "CPU").
const drawn = new IsolateCache<string>({ max: 500 });

/** The QR code of `text` as an `<img src>` data URL. */
export const qrDataUrl = (text: string) => drawn.get(text) ?? drawn.set(text, svgDataUrl(qrSvg(text)));
