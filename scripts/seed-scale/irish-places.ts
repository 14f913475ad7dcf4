// Where the scale data set's saunas are: for each of the 26 counties its population (2022
// census, thousands: how many saunas it gets), a rough bounding box (no sauna lands outside it)
// and real places with their approximate coordinates (saunas are scattered a few km around them).
import type { County } from "#domain/constants";

export type Place = readonly [name: string, lat: number, lng: number];

export type CountyArea = {
  population: number;
  /** [south, west, north, east] in degrees. */
  bounds: readonly [number, number, number, number];
  /** On the sea: 'Sea View' saunas are only placed in coastal counties. */
  coastal: boolean;
  places: readonly Place[];
};

export const COUNTY_AREAS: Record<County, CountyArea> = {
  Dublin: {
    population: 1458, bounds: [53.2, -6.55, 53.63, -6.05], coastal: true,
    places: [["Howth", 53.387, -6.065], ["Dún Laoghaire", 53.294, -6.134], ["Sandycove", 53.288, -6.113], ["Malahide", 53.45, -6.154], ["Skerries", 53.583, -6.108], ["Portmarnock", 53.423, -6.137], ["Dalkey", 53.277, -6.1], ["Clontarf", 53.364, -6.2], ["Sandymount", 53.33, -6.215], ["Rush", 53.522, -6.093], ["Donabate", 53.485, -6.152], ["Balbriggan", 53.612, -6.182], ["Ringsend", 53.341, -6.227], ["Rathmines", 53.322, -6.265], ["Swords", 53.46, -6.218], ["Tallaght", 53.289, -6.373], ["Lucan", 53.357, -6.448], ["Blackrock", 53.302, -6.178], ["Killiney", 53.262, -6.112], ["Stoneybatter", 53.352, -6.281]],
  },
  Cork: {
    population: 584, bounds: [51.4, -10.25, 52.38, -7.85], coastal: true,
    places: [["Kinsale", 51.706, -8.522], ["Clonakilty", 51.623, -8.87], ["Inchydoney", 51.597, -8.863], ["Cobh", 51.851, -8.297], ["Youghal", 51.953, -7.855], ["Crosshaven", 51.802, -8.297], ["Schull", 51.527, -9.545], ["Baltimore", 51.483, -9.373], ["Bantry", 51.68, -9.452], ["Glengarriff", 51.749, -9.552], ["Garrettstown", 51.643, -8.58], ["Ballycotton", 51.828, -8.01], ["Mallow", 52.139, -8.646], ["Macroom", 51.904, -8.957], ["Blarney", 51.933, -8.567], ["Skibbereen", 51.55, -9.266], ["Castletownbere", 51.651, -9.91], ["Fountainstown", 51.778, -8.31], ["Cork City", 51.897, -8.471]],
  },
  Galway: {
    population: 277, bounds: [52.95, -10.25, 53.75, -7.95], coastal: true,
    places: [["Salthill", 53.259, -9.085], ["An Spidéal", 53.244, -9.305], ["Clifden", 53.489, -10.019], ["Roundstone", 53.395, -9.918], ["Oranmore", 53.268, -8.928], ["Kinvara", 53.14, -8.937], ["Oughterard", 53.428, -9.32], ["Letterfrack", 53.552, -9.948], ["An Cheathrú Rua", 53.263, -9.602], ["Ballinasloe", 53.328, -8.22], ["Tuam", 53.515, -8.851], ["Renvyle", 53.609, -10.0], ["Barna", 53.25, -9.15], ["Leenane", 53.597, -9.697], ["Loughrea", 53.197, -8.567]],
  },
  Kerry: {
    population: 156, bounds: [51.75, -10.5, 52.6, -9.2], coastal: true,
    places: [["Dingle", 52.141, -10.269], ["Ballybunion", 52.511, -9.673], ["Kenmare", 51.88, -9.583], ["Killarney", 52.059, -9.504], ["Waterville", 51.827, -10.173], ["Portmagee", 51.885, -10.362], ["Ventry", 52.133, -10.357], ["Inch", 52.135, -9.978], ["Castlegregory", 52.256, -10.02], ["Tralee", 52.271, -9.703], ["Fenit", 52.277, -9.862], ["Sneem", 51.838, -9.897], ["Ballinskelligs", 51.817, -10.272], ["Cahersiveen", 51.948, -10.222], ["Glenbeigh", 52.056, -9.94], ["Banna", 52.34, -9.83]],
  },
  Mayo: {
    population: 137, bounds: [53.45, -10.25, 54.35, -8.6], coastal: true,
    places: [["Westport", 53.8, -9.518], ["Keel", 53.976, -10.082], ["Keem", 53.968, -10.195], ["Mulranny", 53.905, -9.78], ["Louisburgh", 53.763, -9.808], ["Belmullet", 54.225, -9.99], ["Ballina", 54.116, -9.155], ["Castlebar", 53.855, -9.298], ["Newport", 53.885, -9.546], ["Killala", 54.213, -9.218], ["Cong", 53.541, -9.286], ["Ballycastle", 54.28, -9.373], ["Claremorris", 53.722, -8.995], ["Silver Strand", 53.72, -9.88]],
  },
  Donegal: {
    population: 167, bounds: [54.45, -8.8, 55.4, -6.95], coastal: true,
    places: [["Bundoran", 54.478, -8.281], ["Rossnowlagh", 54.555, -8.197], ["Downings", 55.194, -7.835], ["Dunfanaghy", 55.183, -7.969], ["Portsalon", 55.208, -7.621], ["Buncrana", 55.133, -7.452], ["Bunbeg", 55.061, -8.303], ["Killybegs", 54.635, -8.449], ["Donegal Town", 54.654, -8.11], ["Malin", 55.296, -7.264], ["Ardara", 54.766, -8.41], ["Letterkenny", 54.95, -7.734], ["Moville", 55.19, -7.04], ["Culdaff", 55.285, -7.166], ["Glencolmcille", 54.709, -8.727], ["Burtonport", 54.983, -8.433]],
  },
  Wicklow: {
    population: 156, bounds: [52.75, -6.8, 53.25, -6.0], coastal: true,
    places: [["Greystones", 53.144, -6.063], ["Bray", 53.203, -6.098], ["Brittas Bay", 52.88, -6.06], ["Arklow", 52.798, -6.16], ["Wicklow Town", 52.98, -6.045], ["Laragh", 53.011, -6.329], ["Blessington", 53.17, -6.533], ["Enniskerry", 53.193, -6.17], ["Avoca", 52.857, -6.212], ["Roundwood", 53.066, -6.225], ["Baltinglass", 52.94, -6.71], ["Kilcoole", 53.107, -6.065]],
  },
  Clare: {
    population: 128, bounds: [52.55, -9.95, 53.15, -8.3], coastal: true,
    places: [["Lahinch", 52.934, -9.35], ["Kilkee", 52.682, -9.644], ["Doolin", 53.017, -9.403], ["Ennis", 52.844, -8.986], ["Ballyvaughan", 53.116, -9.149], ["Fanore", 53.117, -9.286], ["Spanish Point", 52.85, -9.435], ["Killaloe", 52.806, -8.441], ["Mountshannon", 52.931, -8.43], ["Kilrush", 52.64, -9.483], ["Quilty", 52.815, -9.456], ["Miltown Malbay", 52.855, -9.4], ["Liscannor", 52.938, -9.391], ["Loop Head", 52.565, -9.925]],
  },
  Limerick: {
    population: 210, bounds: [52.3, -9.4, 52.75, -8.15], coastal: false,
    places: [["Limerick City", 52.664, -8.627], ["Adare", 52.564, -8.79], ["Kilmallock", 52.4, -8.577], ["Newcastle West", 52.449, -9.061], ["Foynes", 52.611, -9.108], ["Glin", 52.571, -9.283], ["Castleconnell", 52.714, -8.5], ["Abbeyfeale", 52.385, -9.3], ["Lough Gur", 52.522, -8.525], ["Askeaton", 52.6, -8.975]],
  },
  Waterford: {
    population: 127, bounds: [51.95, -8.15, 52.35, -6.95], coastal: true,
    places: [["Tramore", 52.162, -7.152], ["Dunmore East", 52.15, -6.993], ["Dungarvan", 52.088, -7.625], ["Ardmore", 51.953, -7.726], ["Bunmahon", 52.137, -7.365], ["Waterford City", 52.259, -7.11], ["Lismore", 52.137, -7.931], ["Passage East", 52.238, -6.976], ["Clonea", 52.097, -7.56], ["Annestown", 52.143, -7.285]],
  },
  Sligo: {
    population: 70, bounds: [53.9, -9.15, 54.47, -8.15], coastal: true,
    places: [["Strandhill", 54.271, -8.604], ["Enniscrone", 54.214, -9.097], ["Mullaghmore", 54.466, -8.448], ["Rosses Point", 54.306, -8.566], ["Easkey", 54.288, -8.96], ["Sligo Town", 54.277, -8.476], ["Tubbercurry", 54.055, -8.728], ["Ballymote", 54.09, -8.516], ["Aughris", 54.27, -8.76], ["Lough Gill", 54.25, -8.4], ["Streedagh", 54.41, -8.56]],
  },
  Tipperary: {
    population: 167, bounds: [52.2, -8.5, 53.15, -7.35], coastal: false,
    places: [["Dromineer", 52.925, -8.277], ["Nenagh", 52.862, -8.196], ["Clonmel", 52.355, -7.704], ["Cahir", 52.375, -7.925], ["Cashel", 52.516, -7.886], ["Thurles", 52.68, -7.814], ["Carrick-on-Suir", 52.349, -7.413], ["Terryglass", 53.051, -8.199], ["Tipperary Town", 52.474, -8.155], ["Roscrea", 52.951, -7.8], ["Garrykennedy", 52.898, -8.346], ["Glen of Aherlow", 52.42, -8.1]],
  },
  Wexford: {
    population: 163, bounds: [52.15, -6.95, 52.8, -6.15], coastal: true,
    places: [["Curracloe", 52.39, -6.365], ["Rosslare Strand", 52.273, -6.393], ["Courtown", 52.645, -6.228], ["Kilmore Quay", 52.175, -6.587], ["Wexford Town", 52.336, -6.463], ["Enniscorthy", 52.502, -6.558], ["New Ross", 52.396, -6.94], ["Gorey", 52.675, -6.293], ["Duncannon", 52.222, -6.932], ["Fethard-on-Sea", 52.195, -6.84], ["Carne", 52.193, -6.357], ["Cahore", 52.563, -6.198]],
  },
  Kilkenny: {
    population: 104, bounds: [52.25, -7.65, 52.85, -6.9], coastal: false,
    places: [["Kilkenny City", 52.654, -7.245], ["Thomastown", 52.526, -7.137], ["Inistioge", 52.489, -7.064], ["Graiguenamanagh", 52.541, -6.954], ["Bennettsbridge", 52.593, -7.183], ["Castlecomer", 52.806, -7.211], ["Callan", 52.544, -7.39], ["Freshford", 52.732, -7.398], ["Mullinavat", 52.367, -7.17]],
  },
  Louth: {
    population: 139, bounds: [53.7, -6.7, 54.1, -6.1], coastal: true,
    places: [["Carlingford", 54.04, -6.187], ["Blackrock", 53.963, -6.363], ["Clogherhead", 53.794, -6.238], ["Termonfeckin", 53.762, -6.267], ["Drogheda", 53.718, -6.348], ["Dundalk", 54.0, -6.405], ["Omeath", 54.088, -6.257], ["Ardee", 53.859, -6.539], ["Gyles Quay", 53.985, -6.238]],
  },
  Meath: {
    population: 221, bounds: [53.38, -7.35, 53.92, -6.2], coastal: true,
    places: [["Bettystown", 53.697, -6.245], ["Laytown", 53.68, -6.238], ["Mornington", 53.722, -6.281], ["Navan", 53.653, -6.681], ["Trim", 53.555, -6.791], ["Kells", 53.726, -6.879], ["Slane", 53.709, -6.543], ["Ashbourne", 53.511, -6.397], ["Dunboyne", 53.419, -6.474], ["Ratoath", 53.508, -6.465], ["Oldcastle", 53.768, -7.163], ["Enfield", 53.416, -6.835]],
  },
  Kildare: {
    population: 247, bounds: [52.85, -7.15, 53.45, -6.45], coastal: false,
    places: [["Naas", 53.216, -6.667], ["Kildare Town", 53.158, -6.911], ["Maynooth", 53.381, -6.592], ["Celbridge", 53.34, -6.539], ["Athy", 52.992, -6.987], ["Newbridge", 53.182, -6.797], ["Leixlip", 53.366, -6.496], ["Clane", 53.291, -6.686], ["Kilcullen", 53.13, -6.745], ["Robertstown", 53.27, -6.815], ["Monasterevin", 53.141, -7.063]],
  },
  Offaly: {
    population: 83, bounds: [52.85, -8.05, 53.45, -6.95], coastal: false,
    places: [["Tullamore", 53.274, -7.49], ["Birr", 53.091, -7.913], ["Banagher", 53.189, -7.985], ["Shannonbridge", 53.278, -8.04], ["Edenderry", 53.345, -7.049], ["Clara", 53.342, -7.613], ["Kinnitty", 53.097, -7.718], ["Ferbane", 53.27, -7.827], ["Daingean", 53.296, -7.289]],
  },
  Cavan: {
    population: 81, bounds: [53.75, -7.95, 54.3, -6.75], coastal: false,
    places: [["Cavan Town", 53.991, -7.36], ["Belturbet", 54.102, -7.449], ["Killykeen", 54.01, -7.46], ["Virginia", 53.834, -7.083], ["Bailieborough", 53.915, -6.97], ["Cootehill", 54.073, -7.081], ["Blacklion", 54.291, -7.877], ["Mountnugent", 53.815, -7.28], ["Ballyconnell", 54.116, -7.583], ["Kingscourt", 53.906, -6.804]],
  },
  Monaghan: {
    population: 65, bounds: [53.9, -7.35, 54.42, -6.55], coastal: false,
    places: [["Monaghan Town", 54.249, -6.968], ["Carrickmacross", 53.977, -6.719], ["Castleblayney", 54.12, -6.737], ["Clones", 54.179, -7.231], ["Ballybay", 54.129, -6.901], ["Emyvale", 54.341, -6.962], ["Inniskeen", 54.004, -6.584], ["Glaslough", 54.318, -6.895], ["Rossmore", 54.23, -6.99]],
  },
  Westmeath: {
    population: 96, bounds: [53.3, -7.95, 53.8, -6.95], coastal: false,
    places: [["Athlone", 53.423, -7.94], ["Mullingar", 53.525, -7.338], ["Lough Ennell", 53.47, -7.4], ["Glasson", 53.468, -7.866], ["Kilbeggan", 53.369, -7.502], ["Castlepollard", 53.681, -7.298], ["Moate", 53.398, -7.721], ["Lough Owel", 53.57, -7.39], ["Multyfarnham", 53.625, -7.39], ["Lough Derravaragh", 53.65, -7.35]],
  },
  Laois: {
    population: 91, bounds: [52.75, -7.7, 53.2, -6.95], coastal: false,
    places: [["Portlaoise", 53.034, -7.3], ["Portarlington", 53.162, -7.191], ["Mountmellick", 53.113, -7.32], ["Abbeyleix", 52.915, -7.347], ["Stradbally", 53.015, -7.152], ["Durrow", 52.846, -7.396], ["Mountrath", 52.997, -7.474], ["Rathdowney", 52.855, -7.58], ["Emo", 53.1, -7.21]],
  },
  Carlow: {
    population: 62, bounds: [52.45, -7.1, 52.95, -6.5], coastal: false,
    places: [["Carlow Town", 52.836, -6.926], ["Tullow", 52.8, -6.737], ["Borris", 52.6, -6.926], ["Bagenalstown", 52.7, -6.957], ["Leighlinbridge", 52.736, -6.972], ["St Mullin's", 52.488, -6.928], ["Hacketstown", 52.866, -6.557], ["Rathvilly", 52.88, -6.697], ["Clonegal", 52.69, -6.645]],
  },
  Roscommon: {
    population: 70, bounds: [53.3, -8.8, 54.1, -7.85], coastal: false,
    places: [["Roscommon Town", 53.632, -8.19], ["Boyle", 53.973, -8.299], ["Lough Key", 53.99, -8.25], ["Strokestown", 53.775, -8.103], ["Castlerea", 53.769, -8.492], ["Ballaghaderreen", 53.901, -8.578], ["Elphin", 53.85, -8.193], ["Athleague", 53.57, -8.255], ["Lecarrow", 53.548, -8.035], ["Hodson Bay", 53.465, -7.995], ["Knockcroghery", 53.573, -8.09], ["Keadue", 54.0, -8.15]],
  },
  Longford: {
    population: 47, bounds: [53.55, -8.05, 53.9, -7.35], coastal: false,
    places: [["Longford Town", 53.727, -7.799], ["Lanesborough", 53.672, -7.99], ["Granard", 53.779, -7.495], ["Ballymahon", 53.565, -7.763], ["Edgeworthstown", 53.7, -7.608], ["Newtownforbes", 53.766, -7.835], ["Drumlish", 53.82, -7.767], ["Barley Harbour", 53.6, -7.95]],
  },
  Leitrim: {
    population: 35, bounds: [53.85, -8.5, 54.5, -7.75], coastal: true,
    places: [["Carrick-on-Shannon", 53.947, -8.09], ["Drumshanbo", 54.047, -8.041], ["Manorhamilton", 54.305, -8.176], ["Dromahair", 54.231, -8.302], ["Tullaghan", 54.469, -8.33], ["Mohill", 53.922, -7.865], ["Ballinamore", 54.052, -7.803], ["Kinlough", 54.45, -8.287], ["Leitrim Village", 53.99, -8.064], ["Dowra", 54.19, -8.02], ["Glenade", 54.35, -8.25]],
  },
};
