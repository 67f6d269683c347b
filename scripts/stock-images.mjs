// Draws the starting set of stock images (docs/files.md) as PNGs: simple, original illustrations
// made for the project, so they are free of anyone else's rights. Writes
// api/seeds/stock-images/*.png, the demo library's files (api/seeds/demo-files/) and
// api/seeds/stock-images.sql (rows keyed by the content hash).
// Usage: node scripts/stock-images.mjs (the output is committed; run it again only to change them).
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { png as encodePng } from "./png.mjs";

// The stock images' size (the demo profile photo passes its own).
const W = 800;
const H = 450;

const png = (pixels, width = W, height = H) => encodePng(pixels, width, height);

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));

/** A canvas with the few shapes the pictures need. */
function canvas(width = W, height = H) {
  const px = Buffer.alloc(width * height * 3);
  const set = (x, y, c) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    px.set(c, (y * width + x) * 3);
  };
  return {
    px,
    sky(top, bottom) {
      for (let y = 0; y < height; y += 1) {
        const c = mix(hex(top), hex(bottom), y / height);
        for (let x = 0; x < width; x += 1) set(x, y, c);
      }
    },
    circle(cx, cy, r, color) {
      const c = hex(color);
      for (let y = Math.floor(cy - r); y <= cy + r; y += 1)
        for (let x = Math.floor(cx - r); x <= cx + r; x += 1) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) set(x, y, c);
    },
    rect(x0, y0, w, h, color) {
      const c = hex(color);
      for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) set(x, y, c);
    },
    /** Everything below the curve y = f(x). */
    hill(f, color) {
      const c = hex(color);
      for (let x = 0; x < width; x += 1) for (let y = Math.max(0, Math.floor(f(x))); y < height; y += 1) set(x, y, c);
    },
  };
}

const PICTURES = [
  {
    file: "zonnige-velden.png",
    nl: "Groene heuvels onder een gele zon",
    en: "Green hills under a yellow sun",
    draw(c) {
      c.sky("#9fd3f0", "#e6f4fb");
      c.circle(640, 110, 60, "#f6c431");
      c.hill((x) => 300 + 40 * Math.sin(x / 120), "#7bbf6a");
      c.hill((x) => 350 + 30 * Math.sin(x / 90 + 2), "#4f9a47");
    },
  },
  {
    file: "samen-in-de-kring.png",
    nl: "Zes gekleurde figuren in een kring rond een hart",
    en: "Six coloured figures in a circle around a heart",
    draw(c) {
      c.sky("#fff4e0", "#ffe1c2");
      const colours = ["#e0533d", "#f09a36", "#3f8fd2", "#5bb06e", "#8a5cc7", "#d94f8a"];
      colours.forEach((colour, i) => {
        const a = (i / colours.length) * Math.PI * 2;
        const x = 400 + Math.cos(a) * 150;
        const y = 225 + Math.sin(a) * 130;
        c.circle(x, y - 28, 22, colour);
        c.circle(x, y + 18, 34, colour);
      });
      c.circle(385, 215, 22, "#e0533d");
      c.circle(415, 215, 22, "#e0533d");
      for (let y = 215; y < 262; y += 1) c.rect(400 - (262 - y), y, 2 * (262 - y), 1, "#e0533d");
    },
  },
  {
    file: "golven-aan-zee.png",
    nl: "Blauwe golven onder een avondlucht",
    en: "Blue waves under an evening sky",
    draw(c) {
      c.sky("#f7a76c", "#fde2c4");
      c.circle(200, 260, 70, "#fbd46d");
      c.hill((x) => 260 + 12 * Math.sin(x / 40), "#2f78b7");
      c.hill((x) => 320 + 14 * Math.sin(x / 35 + 1), "#2565a0");
      c.hill((x) => 385 + 16 * Math.sin(x / 30 + 2), "#1c4f80");
    },
  },
  {
    file: "huizen-in-de-wijk.png",
    nl: "Een rij kleurige huizen in een wijk",
    en: "A row of colourful houses in a neighbourhood",
    draw(c) {
      c.sky("#bfe3f5", "#eef8fd");
      c.rect(0, 380, W, 70, "#8c8c8c");
      const colours = ["#d9534f", "#f0ad4e", "#5bc0de", "#5cb85c", "#9b59b6", "#e67e22"];
      colours.forEach((colour, i) => {
        const x = 30 + i * 125;
        const h = 150 + ((i * 37) % 70);
        c.rect(x, 380 - h, 110, h, colour);
        for (let k = 0; k < 55; k += 1) c.rect(x + k, 380 - h - k, 110 - 2 * k, 1, "#6b4226");
        c.rect(x + 40, 330, 30, 50, "#3d2b1f");
        c.rect(x + 15, 380 - h + 25, 25, 25, "#fdf6d8");
        c.rect(x + 70, 380 - h + 25, 25, 25, "#fdf6d8");
      });
    },
  },
  {
    file: "boom-in-het-park.png",
    nl: "Een grote boom in een park met een bankje",
    en: "A large tree in a park with a bench",
    draw(c) {
      c.sky("#cdebd0", "#f1faf2");
      c.hill(() => 360, "#6fb35f");
      c.rect(385, 220, 30, 150, "#7a4e2d");
      c.circle(400, 180, 95, "#3e8e41");
      c.circle(330, 210, 60, "#4aa04d");
      c.circle(470, 210, 60, "#4aa04d");
      c.rect(520, 330, 120, 10, "#8b5a2b");
      c.rect(530, 340, 8, 30, "#5c3a1a");
      c.rect(622, 340, 8, 30, "#5c3a1a");
    },
  },
  {
    file: "handen-en-gereedschap.png",
    nl: "Een gieter, een schep en een plantje op een werkbank",
    en: "A watering can, a spade and a small plant on a workbench",
    draw(c) {
      c.sky("#f3efe6", "#e4dccb");
      c.rect(0, 340, W, 110, "#b5835a");
      c.rect(150, 240, 130, 100, "#3f8fd2");
      c.rect(280, 260, 70, 14, "#3f8fd2");
      c.circle(215, 235, 30, "#f3efe6");
      c.rect(460, 150, 14, 190, "#8b5a2b");
      c.rect(440, 300, 54, 40, "#9aa5ad");
      c.rect(600, 290, 80, 50, "#c8643b");
      c.circle(640, 260, 28, "#5bb06e");
      c.circle(615, 275, 18, "#4f9a47");
      c.circle(665, 275, 18, "#4f9a47");
    },
  },
];

/** A one-page PDF with a heading and a line of text (the demo library's annual report). */
function pdf(title, line) {
  const text = `BT /F1 24 Tf 72 720 Td (${title}) Tj ET BT /F1 12 Tf 72 690 Td (${line}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const quote = (s) => `'${s.replaceAll("'", "''")}'`;
const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
const dir = "api/seeds/stock-images";
mkdirSync(dir, { recursive: true });
mkdirSync("api/seeds/demo-files", { recursive: true });
const rows = [];
const urls = {};
for (const picture of PICTURES) {
  const c = canvas();
  picture.draw(c);
  const bytes = png(c.px);
  writeFileSync(`${dir}/${picture.file}`, bytes);
  const sha = sha256(bytes);
  urls[picture.file] = { sha, url: `/files/stock/image/${sha}.png`, nl: picture.nl, size: bytes.length };
  rows.push(`  (${quote(`stock/image/${sha}.png`)}, ${quote(picture.nl)}, ${quote(picture.en)}, 'image/png', ${bytes.length})`);
  console.log(`${picture.file}: ${bytes.length} bytes, ${sha}`);
}
// The demo centre's library (/content/file-upload): two of the pictures and an annual report.
const report = pdf("Jaarverslag 2025", "Vrijwilligerscentrale Demo: een jaar vol inzet.");
writeFileSync("api/seeds/demo-files/jaarverslag-2025.pdf", report);
const library = [
  {
    name: "Heuvels.png",
    file: "stock-images/zonnige-velden.png",
    sha: urls["zonnige-velden.png"].sha,
    ext: "png",
    type: "image/png",
    size: urls["zonnige-velden.png"].size,
  },
  {
    name: "Onze wijk.png",
    file: "stock-images/huizen-in-de-wijk.png",
    sha: urls["huizen-in-de-wijk.png"].sha,
    ext: "png",
    type: "image/png",
    size: urls["huizen-in-de-wijk.png"].size,
  },
  { name: "Jaarverslag 2025.pdf", file: "demo-files/jaarverslag-2025.pdf", sha: sha256(report), ext: "pdf", type: "application/pdf", size: report.length },
].map((f, i) => ({ ...f, id: 9501 + i, key: `demo/content/${f.sha}.${f.ext}` }));
// A demo volunteer's profile photo (docs/volunteer-profiles.md, a private kind): a drawn figure,
// nobody's likeness. Amira (user 2301) shows it on her card in /vrijwilligerspool.
const avatar = canvas(240, 240);
avatar.sky("#f6d6a8", "#eab27a");
avatar.circle(120, 250, 95, "#3f8fd2");
avatar.circle(120, 100, 50, "#8d5a3b");
avatar.circle(120, 60, 42, "#2b1d16");
avatar.circle(120, 104, 44, "#8d5a3b");
const photo = png(avatar.px, 240, 240);
writeFileSync("api/seeds/demo-files/profielfoto-amira.png", photo);
const photoKey = `demo/profile_photo/${sha256(photo)}.png`;
writeFileSync(
  "api/seeds/demo-files/manifest.json",
  `${JSON.stringify(
    [...library, { key: photoKey, file: "demo-files/profielfoto-amira.png", type: "image/png" }].map(({ key, file, type }) => ({ key, file, type })),
    null,
    2,
  )}\n`,
);
const image = (file) => quote(urls[file].url);
const alt = (file) => quote(urls[file].nl);
writeFileSync(
  "api/seeds/stock-images.sql",
  `-- The platform's starting stock images and the demo's files (written by scripts/stock-images.mjs;
-- the bytes are in api/seeds/stock-images/ and api/seeds/demo-files/ and go into local R2 at npm
-- start, scripts/seed-files.mjs). Safe to repeat; an image someone changed is left alone.
INSERT OR IGNORE INTO stock_images (key, alt_nl, alt_en, content_type, byte_size) VALUES
${rows.join(",\n")};

-- News with a stock image in every demo centre.
UPDATE news_items SET image_url = ${image("samen-in-de-kring.png")}, image_alt = ${alt("samen-in-de-kring.png")}
  WHERE id BETWEEN 2001 AND 2007 AND image_url IS NULL;
UPDATE news_items SET image_url = ${image("boom-in-het-park.png")}, image_alt = ${alt("boom-in-het-park.png")}
  WHERE id BETWEEN 2101 AND 2107 AND image_url IS NULL;

-- The demo centre's library: two images and a PDF.
INSERT OR IGNORE INTO files (id, tenant_id, kind, key, content_type, byte_size, sha256) VALUES
${library.map((f) => `  (${f.id}, 'demo', 'content', ${quote(f.key)}, ${quote(f.type)}, ${f.size}, ${quote(f.sha)})`).join(",\n")};
INSERT OR IGNORE INTO library_files (id, tenant_id, volunteer_center_id, url, name, content_type, byte_size) VALUES
${library.map((f) => `  (${f.id}, 'demo', 1, ${quote(`/files/${f.key}`)}, ${quote(f.name)}, ${quote(f.type)}, ${f.size})`).join(",\n")};

-- A demo volunteer's profile photo (private: served through GET /volunteer_profiles/:id/photo).
INSERT OR IGNORE INTO files (id, tenant_id, kind, key, content_type, byte_size, sha256) VALUES
  (9504, 'demo', 'profile_photo', ${quote(photoKey)}, 'image/png', ${photo.length}, ${quote(sha256(photo))});
UPDATE volunteer_profiles SET photo_url = ${quote(`/files/${photoKey}`)} WHERE tenant_id = 'demo' AND user_id = 2301 AND photo_url IS NULL;
`,
);
