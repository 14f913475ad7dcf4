// The guest's position for 'Near me', asked of the browser only when they tap it, rounded to
// about a kilometre before it goes anywhere (domain/search-origin.ts). Loaded with the tap.
import { roundForPrivacy, type GeoPoint } from "#domain/search-origin";

/** Resolves with the rounded position; rejects with "denied" (the guest or browser said no) or "unavailable". */
export function currentPosition(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject("unavailable");
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(roundForPrivacy({ lat: position.coords.latitude, lng: position.coords.longitude })),
      (error) => reject(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      // A rough position is all a list of saunas needs, and one from the last ten minutes will do.
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  });
}
