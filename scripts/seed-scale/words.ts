// The words the scale data set is made of: people's names, sauna names by type, descriptions,
// amenities, streets and review texts. Plain lists; seed-scale/*.ts combine them.
import type { SaunaType } from "#domain/constants";

export const FIRST_NAMES = [
  "Aoife", "Ciara", "Niamh", "Saoirse", "Siobhán", "Gráinne", "Orla", "Róisín", "Caoimhe", "Clodagh",
  "Méabh", "Sinéad", "Aisling", "Éabha", "Fiadh", "Muireann", "Ailbhe", "Deirdre", "Emer", "Nuala",
  "Sarah", "Emma", "Laura", "Rachel", "Katie", "Jennifer", "Mary", "Anne", "Clare", "Lucy",
  "Seán", "Cian", "Oisín", "Pádraig", "Eoin", "Tadhg", "Darragh", "Conor", "Fionn", "Ruairí",
  "Diarmuid", "Colm", "Declan", "Donal", "Cathal", "Liam", "Niall", "Ronan", "Shane", "Brian",
  "James", "John", "Michael", "David", "Mark", "Paul", "Stephen", "Kevin", "Peter", "Tom",
];

export const LAST_NAMES = [
  "Murphy", "Kelly", "O'Sullivan", "Walsh", "Smith", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill",
  "O'Reilly", "Doyle", "McCarthy", "Gallagher", "O'Doherty", "Kennedy", "Lynch", "Murray", "Quinn", "Moore",
  "McLoughlin", "O'Carroll", "Connolly", "Daly", "O'Connell", "Wilson", "Dunne", "Brennan", "Burke", "Collins",
  "Campbell", "Clarke", "Johnston", "Hughes", "O'Farrell", "Fitzgerald", "Brown", "Martin", "Maguire", "Nolan",
  "Flynn", "Thompson", "O'Callaghan", "O'Donnell", "Duffy", "O'Mahony", "Boyle", "Healy", "O'Shea", "White",
  "Sweeney", "Hayes", "Kavanagh", "Power", "McGrath", "Moran", "Brady", "Stewart", "Casey", "Foley",
  "Ní Dhomhnaill", "Mac Giolla", "Ó Sé", "Nic Amhlaoibh", "Ó Briain",
];

/** How a sauna of each type calls itself: "{place} {word} Sauna". */
export const NAME_WORDS: Record<SaunaType, readonly string[]> = {
  "Wood-Fired": ["Barrel", "Wood-Fired", "Fireside", "Woodstove", "Ember", "Driftwood", "Hearth"],
  "Sea View": ["Sea", "Bay", "Cliff", "Harbour", "Strand", "Shore", "Tide", "Pier", "Dunes"],
  Mobile: ["Mobile", "Trailer", "Roaming", "Pop-Up", "Horsebox", "Wandering"],
  Infrared: ["Infrared", "Infrared Studio", "Glow", "Wellness Studio", "Warm Light"],
  Traditional: ["Finnish", "Cabin", "Log Cabin", "Forest", "Lakeside", "Sweat House", "Nordic"],
  Spa: ["Spa", "Thermal Spa", "Bathhouse", "Seaweed Baths", "Wellness Spa", "Retreat"],
};

/** Name patterns; {place} and {word} are filled in. */
export const NAME_PATTERNS = [
  "{place} {word} Sauna", "{place} {word} Sauna", "{place} {word} Sauna", "{place} {word} Sauna",
  "The {place} {word} Sauna", "{word} Sauna {place}", "{place} {word} Sauna Club", "{place} {word} Sauna & Plunge",
  "Teach Allais {place}", "{place} Community Sauna",
];

export const DESCRIPTION_OPENINGS: Record<SaunaType, readonly string[]> = {
  "Wood-Fired": [
    "A wood-fired barrel sauna a short walk from the water.",
    "Birch logs, a roaring stove and benches for a dozen swimmers.",
    "Our cedar barrel is heated by a Finnish wood stove from first light.",
  ],
  "Sea View": [
    "Panoramic glass looks straight out over the Atlantic.",
    "Watch the tide come in from the top bench.",
    "A cabin perched above the shore with the whole bay in the window.",
  ],
  Mobile: [
    "A sauna on wheels that follows the swimmers along the coast.",
    "Our trailer sauna parks by the water at the best tide of the day.",
    "A converted horsebox with a wood stove and room for eight.",
  ],
  Infrared: [
    "Gentle infrared cabins for a warm, quiet hour in town.",
    "Infrared heat that is kind to tired muscles and first-timers.",
    "A calm studio with private infrared rooms and rain showers.",
  ],
  Traditional: [
    "A Finnish-style cabin sauna with löyly from a traditional stove.",
    "A timber cabin under the trees, heated the old way.",
    "Proper Nordic heat, a cold plunge and a quiet deck to sit out on.",
  ],
  Spa: [
    "A calm spa sauna with robes, warm towels and a plunge pool.",
    "Hot seaweed baths, a cedar sauna and a relaxation room.",
    "A hotel spa with a Finnish sauna, steam room and thermal pool.",
  ],
};

export const DESCRIPTION_CLOSINGS = [
  "Sunset sessions sell out first.",
  "Bring a hat for the cold water after.",
  "Towels and hot drinks are part of every session.",
  "Families welcome on weekend mornings.",
  "Swimmers' shared sessions run every morning at nine.",
  "Ten minutes' walk from the town's cafés and pubs.",
  "Dogs welcome on the deck, not on the benches.",
  "Private sessions for birthdays and teams on request.",
];

export const AMENITIES = ["Wood-Fired", "Sea View", "Sea Access", "Cold Plunge", "Changing Rooms", "Shower", "Towels Provided", "Parking", "WiFi"];

export const SAUNA_IMAGES = [
  "barrel-beach-sunset", "barrel-dusk-shore", "barrel-lake-mist", "barrel-river-forest", "barrel-snowy-hills",
  "cabin-cliffs-atlantic", "cabin-lakeside-sunset", "cold-plunge", "forest-cabin", "infrared-room",
  "interior-benches", "sea-view-deck", "spa-hotel-window", "spa-pool", "trailer-beach-sunset", "trailer-harbour",
].map((name) => `/images/saunas/${name}.svg`);

export const STREETS = [
  "Main Street", "Harbour Road", "Strand Road", "Pier Road", "Shore Road", "Church Street", "The Quay",
  "Beach Road", "Lake Road", "Bridge Street", "Mill Lane", "Station Road", "The Promenade", "Cliff Road",
];

/** For reviews of 1–2 stars (the demo's texts are all happy ones). */
export const CRITICAL_REVIEW_TEXTS = [
  "Lukewarm on the day we went and the stove needed more wood. Nice spot but not worth the price.",
  "The shared session was overbooked in all but name: we were elbow to elbow.",
  "Changing area was cold and not very clean. Hopefully a one-off.",
  "Booked a private session but had to wait twenty minutes for the previous group to leave.",
  "Fine, but nothing special. The photos make it look bigger than it is.",
  "Pricey for what it is and the cold plunge was empty.",
];

export const OWNER_REPLIES = [
  "Thank you so much! We loved having you. See you at the next full moon session.",
  "Thanks for the kind words, and for braving the cold water with us.",
  "Delighted you enjoyed it. The stove will be lit for your next visit.",
  "Thank you for the feedback: we have added more benches for the shared sessions.",
  "Sorry it wasn't the day we'd want for you. Please get in touch and we'll make it right.",
];
