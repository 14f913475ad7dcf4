// Irish towns a guest can type for 'near' on /saunas (no paid geocoding): the cities,
// county towns and the seaside places sauna-goers ask about, each at its centre to about a
// kilometre. Matching ignores letter case, accents and punctuation ("Dun Laoghaire" finds
// Dún Laoghaire). A town not here is said so, and the list stays in rating order.

export type Town = { name: string; county: string; lat: number; lng: number };

export const IRISH_TOWNS: readonly Town[] = [
  { name: "Achill", county: "Mayo", lat: 53.96, lng: -10.0 },
  { name: "Arklow", county: "Wicklow", lat: 52.8, lng: -6.15 },
  { name: "Athlone", county: "Westmeath", lat: 53.42, lng: -7.94 },
  { name: "Balbriggan", county: "Dublin", lat: 53.61, lng: -6.18 },
  { name: "Ballina", county: "Mayo", lat: 54.11, lng: -9.15 },
  { name: "Ballybunion", county: "Kerry", lat: 52.51, lng: -9.67 },
  { name: "Bantry", county: "Cork", lat: 51.68, lng: -9.45 },
  { name: "Birr", county: "Offaly", lat: 53.09, lng: -7.91 },
  { name: "Bray", county: "Wicklow", lat: 53.2, lng: -6.1 },
  { name: "Bundoran", county: "Donegal", lat: 54.48, lng: -8.28 },
  { name: "Carlow", county: "Carlow", lat: 52.84, lng: -6.93 },
  { name: "Carrick-on-Shannon", county: "Leitrim", lat: 53.95, lng: -8.09 },
  { name: "Castlebar", county: "Mayo", lat: 53.86, lng: -9.3 },
  { name: "Cavan", county: "Cavan", lat: 53.99, lng: -7.36 },
  { name: "Clifden", county: "Galway", lat: 53.49, lng: -10.02 },
  { name: "Clonakilty", county: "Cork", lat: 51.62, lng: -8.89 },
  { name: "Clonmel", county: "Tipperary", lat: 52.36, lng: -7.7 },
  { name: "Cobh", county: "Cork", lat: 51.85, lng: -8.3 },
  { name: "Cork", county: "Cork", lat: 51.9, lng: -8.47 },
  { name: "Courtown", county: "Wexford", lat: 52.64, lng: -6.23 },
  { name: "Dingle", county: "Kerry", lat: 52.14, lng: -10.27 },
  { name: "Donegal", county: "Donegal", lat: 54.65, lng: -8.11 },
  { name: "Doolin", county: "Clare", lat: 53.02, lng: -9.38 },
  { name: "Drogheda", county: "Louth", lat: 53.72, lng: -6.35 },
  { name: "Dublin", county: "Dublin", lat: 53.35, lng: -6.26 },
  { name: "Dún Laoghaire", county: "Dublin", lat: 53.29, lng: -6.13 },
  { name: "Dundalk", county: "Louth", lat: 54.0, lng: -6.4 },
  { name: "Dungarvan", county: "Waterford", lat: 52.09, lng: -7.62 },
  { name: "Ennis", county: "Clare", lat: 52.84, lng: -8.98 },
  { name: "Enniscrone", county: "Sligo", lat: 54.21, lng: -9.1 },
  { name: "Fanore", county: "Clare", lat: 53.12, lng: -9.29 },
  { name: "Galway", county: "Galway", lat: 53.27, lng: -9.05 },
  { name: "Gorey", county: "Wexford", lat: 52.67, lng: -6.29 },
  { name: "Greystones", county: "Wicklow", lat: 53.14, lng: -6.06 },
  { name: "Howth", county: "Dublin", lat: 53.39, lng: -6.07 },
  { name: "Inch", county: "Kerry", lat: 52.13, lng: -9.98 },
  { name: "Kenmare", county: "Kerry", lat: 51.88, lng: -9.58 },
  { name: "Kilkee", county: "Clare", lat: 52.68, lng: -9.65 },
  { name: "Kilkenny", county: "Kilkenny", lat: 52.65, lng: -7.25 },
  { name: "Killaloe", county: "Clare", lat: 52.81, lng: -8.44 },
  { name: "Killarney", county: "Kerry", lat: 52.06, lng: -9.51 },
  { name: "Kinsale", county: "Cork", lat: 51.71, lng: -8.52 },
  { name: "Kinvara", county: "Galway", lat: 53.14, lng: -8.94 },
  { name: "Lahinch", county: "Clare", lat: 52.93, lng: -9.34 },
  { name: "Letterkenny", county: "Donegal", lat: 54.95, lng: -7.73 },
  { name: "Limerick", county: "Limerick", lat: 52.66, lng: -8.63 },
  { name: "Lisdoonvarna", county: "Clare", lat: 53.03, lng: -9.29 },
  { name: "Longford", county: "Longford", lat: 53.73, lng: -7.79 },
  { name: "Malahide", county: "Dublin", lat: 53.45, lng: -6.15 },
  { name: "Mallow", county: "Cork", lat: 52.14, lng: -8.65 },
  { name: "Maynooth", county: "Kildare", lat: 53.38, lng: -6.59 },
  { name: "Monaghan", county: "Monaghan", lat: 54.25, lng: -6.97 },
  { name: "Mullingar", county: "Westmeath", lat: 53.53, lng: -7.34 },
  { name: "Naas", county: "Kildare", lat: 53.22, lng: -6.66 },
  { name: "Navan", county: "Meath", lat: 53.65, lng: -6.68 },
  { name: "Nenagh", county: "Tipperary", lat: 52.86, lng: -8.2 },
  { name: "Newbridge", county: "Kildare", lat: 53.18, lng: -6.8 },
  { name: "Oughterard", county: "Galway", lat: 53.43, lng: -9.32 },
  { name: "Portlaoise", county: "Laois", lat: 53.03, lng: -7.3 },
  { name: "Roscommon", county: "Roscommon", lat: 53.63, lng: -8.19 },
  { name: "Rosslare", county: "Wexford", lat: 52.25, lng: -6.34 },
  { name: "Salthill", county: "Galway", lat: 53.26, lng: -9.08 },
  { name: "Sandycove", county: "Dublin", lat: 53.29, lng: -6.11 },
  { name: "Schull", county: "Cork", lat: 51.53, lng: -9.55 },
  { name: "Skerries", county: "Dublin", lat: 53.58, lng: -6.11 },
  { name: "Sligo", county: "Sligo", lat: 54.27, lng: -8.47 },
  { name: "Strandhill", county: "Sligo", lat: 54.27, lng: -8.6 },
  { name: "Swords", county: "Dublin", lat: 53.46, lng: -6.22 },
  { name: "Thurles", county: "Tipperary", lat: 52.68, lng: -7.81 },
  { name: "Tipperary", county: "Tipperary", lat: 52.47, lng: -8.16 },
  { name: "Tralee", county: "Kerry", lat: 52.27, lng: -9.7 },
  { name: "Tramore", county: "Waterford", lat: 52.16, lng: -7.15 },
  { name: "Trim", county: "Meath", lat: 53.56, lng: -6.79 },
  { name: "Tullamore", county: "Offaly", lat: 53.27, lng: -7.49 },
  { name: "Waterford", county: "Waterford", lat: 52.26, lng: -7.11 },
  { name: "Westport", county: "Mayo", lat: 53.8, lng: -9.52 },
  { name: "Wexford", county: "Wexford", lat: 52.34, lng: -6.46 },
  { name: "Wicklow", county: "Wicklow", lat: 52.98, lng: -6.04 },
  { name: "Youghal", county: "Cork", lat: 51.95, lng: -7.85 },
];

/** "Dún Laoghaire", "dun-laoghaire" and " DUN LAOGHAIRE " all read "dun laoghaire". */
export function townKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

const BY_KEY = new Map(IRISH_TOWNS.map((t) => [townKey(t.name), t]));

/** The town a guest typed, or null. "Kinsale, Co. Cork" finds Kinsale. */
export function findTown(typed: string): Town | null {
  const key = townKey(typed.slice(0, 100));
  if (!key) return null;
  return BY_KEY.get(key) ?? BY_KEY.get(townKey(typed.split(",")[0])) ?? null;
}
