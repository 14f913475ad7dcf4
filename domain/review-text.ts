// A review's words as every page shows them: the comment, or the spec's fallback for a review
// written without one (docs/product.md §9 fallback texts). Kept apart from review-request.ts,
// which brings zod, so the sauna page's reviews can use it.
export const NO_COMMENT = "No comment provided";

export function reviewComment(comment: string | null | undefined): string {
  return comment?.trim() || NO_COMMENT;
}
