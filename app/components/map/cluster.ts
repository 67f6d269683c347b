/** A point already projected to pixels at the map's zoom, with what it stands for. */
export interface PixelPoint<T> {
  x: number;
  y: number;
  item: T;
}

export interface Cluster<T> {
  x: number;
  y: number;
  items: T[];
}

/**
 * Greedy distance clustering (the idea of Leaflet.markercluster, without the package): each point
 * joins the first cluster whose centre is within `radius` pixels, else starts one; a cluster's
 * centre is the mean of its points. Input order decides ties, so the same list clusters the same way.
 */
export function clusterPoints<T>(points: PixelPoint<T>[], radius = 40): Cluster<T>[] {
  const clusters: (Cluster<T> & { sumX: number; sumY: number })[] = [];
  for (const point of points) {
    const near = clusters.find((c) => (c.x - point.x) ** 2 + (c.y - point.y) ** 2 <= radius * radius);
    if (near) {
      near.items.push(point.item);
      near.sumX += point.x;
      near.sumY += point.y;
      near.x = near.sumX / near.items.length;
      near.y = near.sumY / near.items.length;
    } else {
      clusters.push({ x: point.x, y: point.y, items: [point.item], sumX: point.x, sumY: point.y });
    }
  }
  // A centre moves as points join, so two clusters may end up closer than `radius`: their markers
  // would overlap and hide each other's tap area. Merge such pairs until every two are apart.
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < clusters.length && !merged; i++)
      for (let j = i + 1; j < clusters.length && !merged; j++) {
        const [a, b] = [clusters[i], clusters[j]];
        if ((a.x - b.x) ** 2 + (a.y - b.y) ** 2 > radius * radius) continue;
        a.items.push(...b.items);
        a.sumX += b.sumX;
        a.sumY += b.sumY;
        a.x = a.sumX / a.items.length;
        a.y = a.sumY / a.items.length;
        clusters.splice(j, 1);
        merged = true;
      }
  }
  return clusters.map(({ x, y, items }) => ({ x, y, items }));
}
