// Great-circle distance between stadiums: teams fly, so the straight line over the globe is the
// honest proxy for travel (road distance would overstate long trips and is not what players feel).

const EARTH_RADIUS_MILES = 3958.8;

export interface LatLon {
  latitude: number;
  longitude: number;
}

export function greatCircleMiles(a: LatLon, b: LatLon): number {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
