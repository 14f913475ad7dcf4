export const DEMO_ARTICLES = [
  {
    slug: "beginners-guide-sea-swimming-and-sauna",
    title: "A Beginner's Guide to Sea Swimming and Sauna",
    category: "Guides",
    readMinutes: 6,
    image: "/images/articles/sea-swim.svg",
    excerpt: "Cold water, hot benches and why Irish swimmers swear by the contrast. Everything you need for your first session.",
    body: "Ask any year-round swimmer on the Irish coast and they'll tell you the secret isn't the cold: it's what comes after. A good sauna turns a brave dip into something you'll want to do every week.\n\nStart gently. Ten minutes in the heat, a short dip or a cold shower, then rest. Most people do three rounds. Listen to your body, and never swim alone.\n\nBring two towels, a warm hat for afterwards and something hot to drink. Many of our hosts provide towels, so check the listing before you pack.\n\nMost of all, enjoy it. The chats on the bench are half the magic.",
  },
  {
    slug: "rise-of-wood-fired-saunas-west-coast",
    title: "The Rise of Wood-Fired Saunas on the West Coast",
    category: "Culture",
    readMinutes: 5,
    image: "/images/articles/west-coast.svg",
    excerpt: "From Donegal to Kerry, barrel saunas have become the new village hall. We met the people stoking the fires.",
    body: "Ten years ago you'd have struggled to find a sauna on the Wild Atlantic Way. Today there's a barrel at nearly every popular swimming spot.\n\nThe hosts are surfers, fishermen, teachers and nurses. Most started with a single barrel and a trailer, and found a community waiting for them.\n\nWood-fired heat is softer and more humid than electric, and the ritual of stoking the stove is part of the experience. Many hosts use locally sourced ash and birch.\n\nThe result is something uniquely Irish: Finnish heat, Atlantic cold, and a great deal of talk.",
  },
  {
    slug: "sauna-etiquette-in-ireland",
    title: "Sauna Etiquette in Ireland",
    category: "Guides",
    readMinutes: 4,
    image: "/images/articles/etiquette.svg",
    excerpt: "Towels, talking and who gets to pour the water: a friendly guide to being a good sauna neighbour.",
    body: "Sit on a towel. It keeps the benches clean and is the one rule every sauna shares.\n\nAsk before pouring water on the stones. A splash of löyly changes the heat for everyone on the bench.\n\nShower before you go in, and rinse off salt water after a sea swim.\n\nIrish saunas are chatty places, but if someone has their eyes closed, let them be. Shared sessions work best when everyone leaves room for quiet.",
  },
];
