// Review texts for the demo data (believable). Each text says how many stars it fits
// and, where it names something particular (infrared, a trailer, a hotel spa), which sauna types
// it belongs to; load-demo-data.ts picks texts that agree with the review's rating and sauna.

/** The home page's community stories: five-star, each told by a different guest. */
export const FEATURED_STORIES = [
  "I was nervous about my first sea swim in November, but the heat of the barrel made it feel like the most natural thing in the world. Three rounds later I was laughing with strangers like old friends.",
  "We came for my mother's 70th birthday. The host had the fire roaring, handed her a warm towel after her dip and she said it was the best present she'd had in years.",
  "After a long winter of working from the kitchen table, an evening here reset everything. The crackle of the stove, the Atlantic, the stars. I've booked every Friday since.",
  "A proper Finnish heat with an Irish welcome. The host talked us through löyly and the cold plunge, and by the end my whole body was humming. Magic.",
  "Brought my running club after the Sunday long run. Sore legs gone, spirits high, and the view of the bay from the bench is worth the trip alone.",
];

export type DemoReviewText = { text: string; stars: readonly number[]; types?: readonly string[] };

const ANY_OUTDOOR = ["Wood-Fired", "Sea View", "Mobile", "Traditional"];

export const REVIEW_TEXTS: DemoReviewText[] = [
  { stars: [5], text: "One of the best sessions I've had anywhere, including Finland. Will be recommending to everyone." },
  { stars: [5], types: ANY_OUTDOOR, text: "Sunset session was unforgettable. The sky went pink and orange over the water." },
  { stars: [5], types: ["Wood-Fired", "Traditional"], text: "Fantastic after a cold swim. The wood stove smells amazing and the benches are comfortable." },
  { stars: [5], text: "Spotless, well run and the host was so welcoming. We'll definitely be back with friends." },
  { stars: [5], types: ["Spa"], text: "Robes, warm towels and a plunge pool that wakes you right up. The relaxation room afterwards was bliss." },
  { stars: [5, 4], types: ["Infrared"], text: "The infrared was gentler than I expected, perfect for my back. Lovely staff." },
  { stars: [5, 4], types: ANY_OUTDOOR, text: "Lovely hot sauna with a gorgeous view of the water. The cold plunge afterwards is bracing but you feel brand new." },
  { stars: [4, 5], text: "Calm, quiet and restorative. Just what I needed after a busy week in the city." },
  { stars: [4], text: "Great heat and a cosy feel. Booking was easy and the session time flew by." },
  { stars: [4], types: ["Mobile", "Wood-Fired", "Sea View"], text: "The perfect way to finish a walk on the beach. Towels were a nice touch." },
  { stars: [4], text: "Relaxing and friendly, and the changing area was warm which makes all the difference in winter." },
  { stars: [4], text: "Beautiful setting, clean facilities and very good value for a group of six." },
  { stars: [4, 3], text: "Really enjoyed it, though it got busy in the shared session. A private booking next time." },
  { stars: [3, 4], types: ANY_OUTDOOR, text: "Good sauna but parking was tricky on a sunny Saturday. Worth it though." },
  { stars: [3], types: ["Wood-Fired", "Mobile", "Sea View"], text: "Could be warmer on a windy day, but the host kept adding logs and it got there." },
  { stars: [3], text: "Nice enough, but the session felt short once you'd changed. Fine for a first try." },
  { stars: [2], text: "Not what I hoped for. The heat never really got going and the changing area was cramped." },
  { stars: [2], types: ["Spa", "Infrared"], text: "Pleasant room, but it was lukewarm and we shared it with a noisy group. Wouldn't rush back." },
];

/** Sub-scores out of 10 that agree with the stars: 5★ gives 8–10, 2★ gives 2–5. */
export function subScoreFor(stars: number, roll: number): number {
  const centre = { 5: 9, 4: 8, 3: 6, 2: 4, 1: 2 }[stars] ?? 6;
  return Math.max(0, Math.min(10, centre + Math.round(roll * 2) - 1));
}
