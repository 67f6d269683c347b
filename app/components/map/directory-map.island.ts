// The social map's only JavaScript (docs/social-map.md): a standalone module, built as its own
// entry (vite-plugins/islands.ts), that the map region's inline script adds as one
// <script type="module"> once the page's first frame is painted (directory-map.tsx). The
// page does not hydrate: React, Remix and the toolbar's widgets stay on the server, and this
// module brings Leaflet and nothing else. It reads what to show from the JSON the server wrote.
import { control, divIcon, icon, latLngBounds, layerGroup, map as leafletMap, marker, tileLayer } from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import { clusterPoints } from "./cluster";
import { MARKER_ICON } from "./marker-icon";
import islandCss from "./directory-map.css?inline";
import type { MapIslandData, MapPlace, MapPlacesAnswer } from "./map-island-data";

function entryFor(place: MapPlace) {
  const box = document.createElement("div");
  const link = document.createElement("a");
  link.href = place.href;
  link.textContent = place.name;
  if (place.external) {
    link.target = "_blank";
    link.rel = "noopener";
  }
  box.appendChild(link);
  if (place.address) {
    const address = document.createElement("p");
    address.textContent = place.address;
    box.appendChild(address);
  }
  return box;
}

/** One place's popup; several entries at the very same point share it as a list. */
function popupFor(places: MapPlace[]) {
  if (places.length === 1) return entryFor(places[0]);
  const list = document.createElement("ul");
  list.className = "directory-popup-list";
  for (const place of places) list.appendChild(document.createElement("li")).appendChild(entryFor(place));
  return list;
}

const samePoint = (places: MapPlace[]) => places.every((p) => p.lat === places[0].lat && p.lng === places[0].lng);

/** After the next frame: the work before it is styled and painted in its own task. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// In steps, each its own task after a frame, so no one task holds the main thread long
// (Lighthouse's total blocking time, issue 29): Leaflet's styles (the page restyled in the next
// frame), the map in its place (Leaflet measures the box: a small layout, the box being
// `contain: strict`), its tiles, then the markers.
async function mount(container: HTMLElement, { places, tileUrl, texts, capped }: MapIslandData & { capped?: boolean }) {
  const style = document.createElement("style");
  // The page's CSP lets a <style> in only with the nonce; this island's own script carries it
  // (browsers hide the attribute, but keep the nonce property).
  style.nonce = container.querySelector<HTMLScriptElement>("script[type=module]")?.nonce ?? "";
  style.textContent = leafletCss + islandCss;
  document.head.appendChild(style);
  container.hidden = false;
  // The legend explains the marked pins: shown only when the map has one, each line only for a mark it has.
  const marks = { stale: places.some((p) => p.stale), unmanaged: places.some((p) => p.unmanaged) };
  container.querySelector<HTMLElement>("[data-map-legend]")?.toggleAttribute("hidden", !marks.stale && !marks.unmanaged);
  for (const [mark, shown] of Object.entries(marks)) container.querySelector<HTMLElement>(`[data-legend-mark="${mark}"]`)?.toggleAttribute("hidden", !shown);
  await nextFrame();
  const markerIcon = icon(MARKER_ICON);
  const staleIcon = divIcon({
    html: `<img src="${MARKER_ICON.iconUrl}" alt="" width="25" height="41"><span aria-hidden="true">⏱</span>`,
    className: "directory-stale",
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
  });
  const unmanagedIcon = divIcon({
    html: `<img src="${MARKER_ICON.iconUrl}" alt="" width="25" height="41"><span aria-hidden="true">?</span>`,
    className: "directory-unmanaged",
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
  });
  const map = leafletMap(container.querySelector<HTMLElement>("[data-map]") ?? container, {
    zoomControl: false,
    attributionControl: false,
    scrollWheelZoom: false,
  });
  control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  control.attribution({ prefix: texts.leaflet }).addTo(map);
  map.fitBounds(latLngBounds(places.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: 15 });
  await nextFrame();
  // On a phone's dense screen, four tiles of the next zoom level in place of one: a 256 px tile
  // stretched over 256 CSS px is blurred there (Lighthouse's image-size-responsive, issue 29).
  tileLayer(tileUrl, { attribution: texts.attribution, detectRetina: true }).addTo(map);
  await nextFrame();
  const layer = layerGroup().addTo(map);
  const draw = () => {
    layer.clearLayers();
    const zoom = map.getZoom();
    const points = places.map((place) => ({ ...map.project([place.lat, place.lng], zoom), item: place }));
    for (const cluster of clusterPoints(points, 40)) {
      const count = cluster.items.length;
      if (count === 1) {
        const place = cluster.items[0];
        // A stale or unmanaged entry's pin carries the legend's symbol beside it (never colour alone)
        // and says so in its name; stale first, when both.
        const mark = place.stale && texts.stale ? texts.stale : place.unmanaged && texts.unmanaged ? texts.unmanaged : null;
        const name = mark ? `${place.name} ${mark}` : place.name;
        const pinIcon = place.stale ? staleIcon : place.unmanaged ? unmanagedIcon : markerIcon;
        const pin = marker([place.lat, place.lng], { icon: pinIcon, title: name, alt: name }).bindPopup(popupFor([place]));
        layer.addLayer(pin);
        // Leaflet makes the pin a role=button image; not every engine takes its alt or title as
        // the button's name (WCAG 4.1.2), so it gets the organization's name outright.
        pin.getElement()?.setAttribute("aria-label", name);
        continue;
      }
      // Several at one address (two vacancies of one club): zooming in would never split them,
      // so one marker opens one popup that lists them all.
      if (samePoint(cluster.items)) {
        const label = texts.samePlace.replace("{{count}}", String(count));
        const [{ lat, lng }] = cluster.items;
        const group = marker([lat, lng], {
          icon: divIcon({ html: `<span>${count}</span>`, className: "directory-cluster", iconSize: [36, 36] }),
          title: label,
        }).bindPopup(popupFor(cluster.items));
        layer.addLayer(group);
        group.getElement()?.setAttribute("aria-label", label);
        continue;
      }
      const label = (count === 1 ? texts.clusterOne : texts.clusterOther).replace("{{count}}", String(count));
      const group = marker(map.unproject([cluster.x, cluster.y], zoom), {
        icon: divIcon({ html: `<span>${count}</span>`, className: "directory-cluster", iconSize: [36, 36] }),
        title: label,
      }).on("click", () => map.fitBounds(latLngBounds(cluster.items.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: 18 }));
      layer.addLayer(group);
      group.getElement()?.setAttribute("aria-label", label);
    }
  };
  draw();
  map.on("zoomend", draw);
  if (capped && texts.capped) {
    const note = document.createElement("p");
    note.className = "directory-capped";
    note.textContent = texts.capped.replace("{{count}}", String(places.length));
    container.appendChild(note);
  }
}

/** Every place of the search (all pages), or the page's own when the answer does not come. */
async function allPlaces(data: MapIslandData): Promise<MapIslandData & { capped?: boolean }> {
  if (!data.placesUrl) return data;
  try {
    const response = await fetch(data.placesUrl, { headers: { accept: "application/json" } });
    if (!response.ok) return data;
    const answer = (await response.json()) as MapPlacesAnswer;
    // In a partner's frame (the embed) every popup's link opens the full site, as the page's own did.
    const external = data.places.some((p) => p.external);
    return answer.places.length ? { ...data, places: answer.places.map((p) => ({ ...p, external })), capped: answer.capped } : data;
  } catch {
    return data;
  }
}

const container = document.getElementById("directory-map");
const json = document.getElementById("directory-map-data")?.textContent;
if (container && json) {
  const data = JSON.parse(json) as MapIslandData;
  // The island loads once the map is in view (directory-map.tsx): only then are all places asked for.
  if (data.places.length) void allPlaces(data).then((shown) => mount(container, shown));
}
