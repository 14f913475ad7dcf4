// 'Add to Directory' (docs/product.md §2 'Discovery', §7 'Insert into saunas (discovery)') as a form: the
// found place as the result card holds it, and the search it came from. Only its title is
// required; a malformed optional field is dropped rather than refused, as the maps search's
// own reader does, and discoveredSaunaValues (discovery.ts) makes the row from what is left.
import { z } from "zod";
import { MAX_DISCOVERED_NAME_LENGTH, MAX_DISCOVERY_LOCATION_LENGTH } from "./discovery";
import { PHONE_MAX_LENGTH } from "./phone";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined);

const optionalNumber = (min: number, max: number) =>
  z
    .preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined), z.number().finite().min(min).max(max).optional())
    .catch(undefined);

export const ADD_TO_DIRECTORY_TITLE_REQUIRED = "The place has no name, so it can't be added";

export const DiscoveredPlaceInputSchema = z.object({
  title: z
    .string({ error: ADD_TO_DIRECTORY_TITLE_REQUIRED })
    .trim()
    .min(1, ADD_TO_DIRECTORY_TITLE_REQUIRED)
    .max(MAX_DISCOVERED_NAME_LENGTH, `The place's name is longer than ${MAX_DISCOVERED_NAME_LENGTH} characters`),
  address: optionalText(300),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  website: optionalText(2000),
  phone: optionalText(PHONE_MAX_LENGTH),
  rating: optionalNumber(0, 5),
  reviews: optionalNumber(0, 100_000_000),
  placeId: optionalText(300),
  // The search it was found by: the type decides the sauna type, the county and location the fallbacks.
  searchType: optionalText(40),
  location: optionalText(MAX_DISCOVERY_LOCATION_LENGTH),
  county: optionalText(40),
});
export type DiscoveredPlaceInput = z.output<typeof DiscoveredPlaceInputSchema>;
