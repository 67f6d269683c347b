import { divIcon, icon, latLngBounds, layerGroup, marker, type Map as LeafletMap } from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import "leaflet/dist/leaflet.css";
import "./directory-map.css";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { AttributionControl, MapContainer, TileLayer, ZoomControl, useMap } from "react-leaflet";
import { clusterPoints } from "./cluster";
import type { MapPlace } from "./directory-map";

const markerIcon = icon({ iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowSize: [41, 41] });

/** A popup built from DOM nodes, so an organization's name is text, never HTML. */
function popupFor(place: MapPlace) {
  const link = document.createElement("a");
  link.href = `${place.href}`;
  link.textContent = place.name;
  if (place.external) {
    link.target = "_blank";
    link.rel = "noopener";
  }
  const box = document.createElement("div");
  box.appendChild(link);
  if (place.address) {
    const address = document.createElement("p");
    address.textContent = place.address;
    box.appendChild(address);
  }
  return box;
}

/** Clusters the places at the current zoom and draws them; again after every zoom. */
function ClusteredMarkers({ places }: { places: MapPlace[] }) {
  const map = useMap();
  const { t } = useTranslation("social-map");
  useEffect(() => {
    const layer = layerGroup().addTo(map);
    const draw = (m: LeafletMap) => {
      layer.clearLayers();
      const zoom = m.getZoom();
      const points = places.map((place) => ({ ...m.project([place.lat, place.lng], zoom), item: place }));
      for (const cluster of clusterPoints(points, 40)) {
        const center = m.unproject([cluster.x, cluster.y], zoom);
        if (cluster.items.length === 1) {
          const place = cluster.items[0];
          const single = marker([place.lat, place.lng], { icon: markerIcon, title: place.name, alt: place.name }).bindPopup(popupFor(place));
          layer.addLayer(single);
          continue;
        }
        const label = t("map.cluster", { count: cluster.items.length });
        const group = marker(center, {
          icon: divIcon({ html: `<span>${cluster.items.length}</span>`, className: "directory-cluster", iconSize: [36, 36] }),
          title: label,
        }).on("click", () => m.fitBounds(latLngBounds(cluster.items.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: 18 }));
        layer.addLayer(group);
        group.getElement()?.setAttribute("aria-label", label);
      }
    };
    const redraw = () => draw(map);
    draw(map);
    map.on("zoomend", redraw);
    return () => {
      map.off("zoomend", redraw);
      layer.remove();
    };
  }, [map, places, t]);
  return null;
}

/** The social map's interactive map (browser only, loaded lazily): a marker per listed place. */
export default function DirectoryMap({ places, tileUrl }: { places: MapPlace[]; tileUrl: string }) {
  const { t } = useTranslation("ui");
  const bounds = latLngBounds(places.map((p) => [p.lat, p.lng]));
  return (
    <MapContainer
      bounds={bounds}
      boundsOptions={{ padding: [40, 40], maxZoom: 15 }}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      className="z-0 h-80 w-full rounded-[min(var(--radius-theme),1rem)]"
    >
      <TileLayer url={tileUrl} attribution={t("map.attribution")} />
      <ZoomControl zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />
      <AttributionControl prefix={t("map.leaflet")} />
      <ClusteredMarkers places={places} />
    </MapContainer>
  );
}
