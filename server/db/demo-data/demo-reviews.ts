// Review texts for the demo data; assigned to saunas deterministically in load-demo-data.ts.
export const FEATURED_STORIES = [
  "I was nervous about my first sea swim in November, but the heat of the barrel made it feel like the most natural thing in the world. Three rounds later I was laughing with strangers like old friends.",
  "We came for my mother's 70th birthday. The host had the fire roaring, handed her a warm towel after her dip and she said it was the best present she'd had in years.",
  "After a long winter of working from the kitchen table, an evening here reset everything. The crackle of the stove, the Atlantic, the stars. I've booked every Friday since.",
  "A proper Finnish heat with an Irish welcome. The host talked us through löyly and the cold plunge, and by the end my whole body was humming. Magic.",
  "Brought my running club after the Sunday long run. Sore legs gone, spirits high, and the view of the bay from the bench is worth the trip alone.",
];

export const REVIEW_TEXTS = [
  "Lovely hot sauna with a gorgeous view of the water. The cold plunge afterwards is bracing but you feel brand new.",
  "Spotless, well run and the host was so welcoming. We'll definitely be back with friends.",
  "Great heat and a cosy feel. Booking was easy and the session time flew by.",
  "The perfect way to finish a walk on the beach. Towels were a nice touch.",
  "Really enjoyed it, though it got busy in the shared session. A private booking next time.",
  "A gem. Small, fierce heat, lovely people, and the sea right outside the door.",
  "Good sauna but parking was tricky on a sunny Saturday. Worth it though.",
  "Fantastic after a cold swim. The wood stove smells amazing and the benches are comfortable.",
  "Relaxing and friendly, and the changing area was warm which makes all the difference in winter.",
  "Could be warmer on a windy day, but the host kept adding logs and it got there.",
  "Beautiful setting, clean facilities and very good value for a group of six.",
  "One of the best sessions I've had anywhere, including Finland. Will be recommending to everyone.",
  "Calm, quiet and restorative. Just what I needed after a busy week in the city.",
  "The infrared was gentler than I expected, perfect for my back. Lovely staff.",
  "Sunset session was unforgettable. The sky went pink and orange over the water.",
];
