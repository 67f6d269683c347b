import type { IconOptions } from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";

/**
 * Leaflet's marker, for `icon()` in each map's browser-only module. Leaflet finds its default
 * marker images by a path in its CSS, which the bundler's hashed file names break; naming the
 * bundled images always works. No shadow: Leaflet ships it in one resolution only, blurred on a
 * phone's screen (Lighthouse's best practices scored the vacancy embed's map 96 for it).
 */
export const MARKER_ICON = { iconUrl, iconRetinaUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34] } satisfies IconOptions;
