// The review flow's rules (docs/product.md §5, steps 2 and 3), shared by the form and the server.
import { z } from "zod";
import { optionalWholeNumber, wholeNumber } from "./form-fields";
import { options } from "./options";

export const REVIEW_MIN_CHARACTERS = 20;
export const REVIEW_MAX_PHOTOS = 3;
export const MINIMUM_REVIEW_MESSAGE = "Minimum 20 characters required";
export const OWN_SAUNA_REVIEW = "You can't review your own sauna. You can reply to your guests' reviews from your dashboard.";

const RATING = "Please choose a rating from 1 to 5 stars";
const SUB_RATING = "Ratings go from 0 to 10";
const subRating = optionalWholeNumber(SUB_RATING).pipe(z.number().min(0, SUB_RATING).max(10, SUB_RATING).optional());

export const ReviewRequestSchema = z.object({
  rating: wholeNumber(RATING).pipe(z.number().min(1, RATING).max(5, RATING)),
  heatRating: subRating,
  cleanlinessRating: subRating,
  viewRating: subRating,
  staffRating: subRating,
  valueRating: subRating,
  comment: z.string({ error: MINIMUM_REVIEW_MESSAGE }).trim().min(REVIEW_MIN_CHARACTERS, MINIMUM_REVIEW_MESSAGE).max(4000, "Reviews can be at most 4000 characters"),
  /** The form's "yes" / "no" choice; left out when the guest didn't say. */
  wouldRecommend: z.preprocess((v) => (v === "yes" ? true : v === "no" ? false : v === "" ? undefined : v), z.boolean({ error: "Please answer yes or no" }).optional()),
});
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

/** The five optional sub-ratings, with the spec's labels. */
export const SUB_RATINGS = options({ heatRating: "Heat Experience", cleanlinessRating: "Cleanliness", viewRating: "View & Setting", staffRating: "Host & Staff", valueRating: "Value for Money" });
