// The review flow's rules (spec §5, steps 2 and 3), shared by the form and the server.
import { z } from "zod";

export const REVIEW_MIN_CHARACTERS = 20;
export const REVIEW_MAX_PHOTOS = 3;
export const MINIMUM_REVIEW_MESSAGE = "Minimum 20 characters required";

const subRating = z.coerce.number().int().min(0, "Ratings go from 0 to 10").max(10, "Ratings go from 0 to 10").optional();

export const ReviewRequestSchema = z.object({
  rating: z.coerce.number().int("Please choose a rating from 1 to 5 stars").min(1, "Please choose a rating from 1 to 5 stars").max(5, "Please choose a rating from 1 to 5 stars"),
  heatRating: subRating,
  cleanlinessRating: subRating,
  viewRating: subRating,
  staffRating: subRating,
  valueRating: subRating,
  comment: z.string().trim().min(REVIEW_MIN_CHARACTERS, MINIMUM_REVIEW_MESSAGE).max(4000, "Reviews can be at most 4000 characters"),
  wouldRecommend: z.boolean().optional(),
});
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

/** The five optional sub-ratings, with the spec's labels. */
export const SUB_RATINGS = [
  { key: "heatRating", label: "Heat Experience" },
  { key: "cleanlinessRating", label: "Cleanliness" },
  { key: "viewRating", label: "View & Setting" },
  { key: "staffRating", label: "Host & Staff" },
  { key: "valueRating", label: "Value for Money" },
] as const;
