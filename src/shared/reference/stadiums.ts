// Every venue an NFL game in our schedule data has used since 1999, as public reference facts curated
// by hand. Ids are nflverse's stadium_id where nflverse has one; venues nflverse records under the home
// team's stadium id (2025 international games, see VENUE_CORRECTIONS) get an id of ours in the same
// style. Coordinates are the stadium's own (not the nearest weather station's).
// See docs/decisions/007-reference-data-as-code.md.

/** As nflverse spells it. Retractable roofs are listed 'closed', their usual state. */
export type Roof = 'dome' | 'closed' | 'open' | 'outdoors';

export interface StadiumInfo {
  /** nflverse stadium_id, e.g. 'KAN00'. */
  id: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  /** IANA time zone of the venue. */
  timeZone: string;
  roof: Roof;
  /** Every name the schedule data has used for this venue (sponsors change names, not places). */
  names: string[];
}

type Row = [string, string, string, string, number, number, string, Roof, string[]?];

const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';
const LA = 'America/Los_Angeles';

// biome-ignore format: one venue per line reads as a table
const ROWS: Row[] = [
  ['ATL00', 'Georgia Dome', 'Atlanta', 'US', 33.7577, -84.4008, NY, 'dome'],
  ['ATL97', 'Mercedes-Benz Stadium', 'Atlanta', 'US', 33.7554, -84.4008, NY, 'closed'],
  ['BAL00', 'M&T Bank Stadium', 'Baltimore', 'US', 39.278, -76.6227, NY, 'outdoors', ['PSINet Stadium', 'Ravens Stadium']],
  ['BOS00', 'Gillette Stadium', 'Foxborough', 'US', 42.0909, -71.2643, NY, 'outdoors'],
  ['BOS99', 'Foxboro Stadium', 'Foxborough', 'US', 42.0927, -71.265, NY, 'outdoors'],
  ['BRG00', 'Tiger Stadium (LSU)', 'Baton Rouge', 'US', 30.412, -91.1838, CHI, 'outdoors'],
  ['BUF00', 'Highmark Stadium', 'Orchard Park', 'US', 42.7738, -78.787, NY, 'outdoors', ['Ralph Wilson Stadium', 'New Era Field']],
  ['BUF01', 'Rogers Centre', 'Toronto', 'CA', 43.6414, -79.3894, 'America/Toronto', 'dome'],
  ['CAR00', 'Bank of America Stadium', 'Charlotte', 'US', 35.2258, -80.8528, NY, 'outdoors', ['Ericsson Stadium']],
  ['CHI98', 'Soldier Field', 'Chicago', 'US', 41.8623, -87.6167, CHI, 'outdoors'],
  ['CHI99', 'Memorial Stadium (Champaign)', 'Champaign', 'US', 40.0992, -88.236, CHI, 'outdoors'],
  ['CIN00', 'Paycor Stadium', 'Cincinnati', 'US', 39.0955, -84.5161, NY, 'outdoors', ['Paul Brown Stadium']],
  ['CIN99', 'Cinergy Field', 'Cincinnati', 'US', 39.0969, -84.508, NY, 'outdoors'],
  ['CLE00', 'Huntington Bank Field', 'Cleveland', 'US', 41.5061, -81.6995, NY, 'outdoors', ['Cleveland Browns Stadium', 'FirstEnergy Stadium']],
  ['DAL00', 'AT&T Stadium', 'Arlington', 'US', 32.7473, -97.0945, CHI, 'closed', ['Cowboys Stadium']],
  ['DAL99', 'Texas Stadium', 'Irving', 'US', 32.84, -96.9111, CHI, 'outdoors'],
  ['DEN00', 'Empower Field at Mile High', 'Denver', 'US', 39.7439, -105.0201, DEN, 'outdoors', ['Invesco Field at Mile High', 'Sports Authority Field at Mile High']],
  ['DEN99', 'Mile High Stadium', 'Denver', 'US', 39.7461, -105.0216, DEN, 'outdoors'],
  ['DET00', 'Ford Field', 'Detroit', 'US', 42.34, -83.0456, 'America/Detroit', 'dome'],
  ['DET99', 'Pontiac Silverdome', 'Pontiac', 'US', 42.6459, -83.2548, 'America/Detroit', 'dome'],
  ['FRA00', 'Deutsche Bank Park', 'Frankfurt', 'DE', 50.0686, 8.6455, 'Europe/Berlin', 'outdoors'],
  ['GER00', 'Allianz Arena', 'Munich', 'DE', 48.2188, 11.6247, 'Europe/Berlin', 'outdoors', ['FC Bayern Munich Stadium']],
  ['GNB00', 'Lambeau Field', 'Green Bay', 'US', 44.5013, -88.0622, CHI, 'outdoors'],
  ['HOU00', 'NRG Stadium', 'Houston', 'US', 29.6847, -95.4107, CHI, 'closed', ['Reliant Stadium']],
  ['IND00', 'Lucas Oil Stadium', 'Indianapolis', 'US', 39.7601, -86.1639, 'America/Indiana/Indianapolis', 'closed'],
  ['IND99', 'RCA Dome', 'Indianapolis', 'US', 39.7633, -86.1622, 'America/Indiana/Indianapolis', 'dome'],
  ['JAX00', 'EverBank Stadium', 'Jacksonville', 'US', 30.3239, -81.6373, NY, 'outdoors', ['Alltel Stadium', 'Jacksonville Municipal Stadium', 'EverBank Field', 'TIAA Bank Stadium']],
  ['KAN00', 'GEHA Field at Arrowhead Stadium', 'Kansas City', 'US', 39.0489, -94.4839, CHI, 'outdoors', ['Arrowhead Stadium']],
  ['LAX01', 'SoFi Stadium', 'Inglewood', 'US', 33.9535, -118.3392, LA, 'dome'],
  ['LAX97', 'StubHub Center', 'Carson', 'US', 33.8644, -118.2611, LA, 'outdoors'],
  ['LAX99', 'Los Angeles Memorial Coliseum', 'Los Angeles', 'US', 34.0141, -118.2879, LA, 'outdoors'],
  ['LON00', 'Wembley Stadium', 'London', 'GB', 51.556, -0.2796, 'Europe/London', 'outdoors'],
  ['LON01', 'Twickenham Stadium', 'London', 'GB', 51.456, -0.3415, 'Europe/London', 'outdoors'],
  ['LON02', 'Tottenham Hotspur Stadium', 'London', 'GB', 51.6044, -0.0664, 'Europe/London', 'outdoors', ['Tottenham Stadium']],
  ['MEX00', 'Estadio Azteca', 'Mexico City', 'MX', 19.3029, -99.1505, 'America/Mexico_City', 'outdoors', ['Azteca Stadium', 'Estadio Banorte']],
  ['MIA00', 'Hard Rock Stadium', 'Miami Gardens', 'US', 25.958, -80.2389, NY, 'outdoors', ['Pro Player Stadium', 'Dolphin Stadium', 'Sun Life Stadium']],
  ['MIN00', 'Hubert H. Humphrey Metrodome', 'Minneapolis', 'US', 44.9738, -93.2581, CHI, 'dome', ['Mall of America Field']],
  ['MIN01', 'U.S. Bank Stadium', 'Minneapolis', 'US', 44.9736, -93.2575, CHI, 'dome'],
  ['MIN98', 'TCF Bank Stadium', 'Minneapolis', 'US', 44.9765, -93.2246, CHI, 'outdoors'],
  ['NAS00', 'Nissan Stadium', 'Nashville', 'US', 36.1665, -86.7713, CHI, 'outdoors', ['Adelphia Coliseum', 'The Coliseum', 'LP Field']],
  ['NOR00', 'Caesars Superdome', 'New Orleans', 'US', 29.9511, -90.0812, CHI, 'dome', ['Louisiana Superdome', 'Mercedes-Benz Superdome']],
  ['NYC00', 'Giants Stadium', 'East Rutherford', 'US', 40.8135, -74.0745, NY, 'outdoors'],
  ['NYC01', 'MetLife Stadium', 'East Rutherford', 'US', 40.8128, -74.0742, NY, 'outdoors', ['New Meadowlands Stadium']],
  ['OAK00', 'Oakland-Alameda County Coliseum', 'Oakland', 'US', 37.7516, -122.2005, LA, 'outdoors', ['Network Associates Coliseum', 'McAfee Coliseum', 'O.co Coliseum', 'Ring Central Coliseum']],
  ['PHI00', 'Lincoln Financial Field', 'Philadelphia', 'US', 39.9008, -75.1675, NY, 'outdoors'],
  ['PHI99', 'Veterans Stadium', 'Philadelphia', 'US', 39.9066, -75.171, NY, 'outdoors'],
  ['PHO00', 'State Farm Stadium', 'Glendale', 'US', 33.5276, -112.2626, 'America/Phoenix', 'closed', ['University of Phoenix Stadium']],
  ['PHO99', 'Sun Devil Stadium', 'Tempe', 'US', 33.4264, -111.9325, 'America/Phoenix', 'outdoors'],
  ['PIT00', 'Acrisure Stadium', 'Pittsburgh', 'US', 40.4468, -80.0158, NY, 'outdoors', ['Heinz Field']],
  ['PIT99', 'Three Rivers Stadium', 'Pittsburgh', 'US', 40.4467, -80.0125, NY, 'outdoors'],
  ['SAN00', 'Alamo Dome', 'San Antonio', 'US', 29.417, -98.4789, CHI, 'dome'],
  ['SAO00', 'Arena Corinthians', 'São Paulo', 'BR', -23.5453, -46.4742, 'America/Sao_Paulo', 'outdoors'],
  ['SDG00', 'Qualcomm Stadium', 'San Diego', 'US', 32.7831, -117.1196, LA, 'outdoors'],
  ['SEA00', 'Lumen Field', 'Seattle', 'US', 47.5952, -122.3316, LA, 'outdoors', ['Seahawks Stadium', 'Qwest Field', 'CenturyLink Field']],
  ['SEA98', 'Seattle Kingdome', 'Seattle', 'US', 47.5953, -122.3317, LA, 'dome'],
  ['SEA99', 'Husky Stadium', 'Seattle', 'US', 47.6503, -122.3017, LA, 'outdoors'],
  ['SFO00', 'Candlestick Park', 'San Francisco', 'US', 37.7136, -122.3862, LA, 'outdoors', ['3Com Park', 'Monster Park']],
  ['SFO01', "Levi's Stadium", 'Santa Clara', 'US', 37.4033, -121.9694, LA, 'outdoors'],
  ['STL00', "Dome at America's Center", 'St. Louis', 'US', 38.6328, -90.1885, CHI, 'dome', ['TWA Dome', 'Edward Jones Dome']],
  ['TAM00', 'Raymond James Stadium', 'Tampa', 'US', 27.9759, -82.5033, NY, 'outdoors'],
  ['VEG00', 'Allegiant Stadium', 'Las Vegas', 'US', 36.0909, -115.1833, LA, 'dome'],
  ['WAS00', 'Northwest Stadium', 'Landover', 'US', 38.9077, -76.8645, NY, 'outdoors', ['Jack Kent Cooke Stadium', 'FedExField']],
  // Venues nflverse has no stadium_id for (see VENUE_CORRECTIONS); ids are ours, in nflverse's style.
  ['BER00', 'Olympiastadion', 'Berlin', 'DE', 52.5147, 13.2395, 'Europe/Berlin', 'outdoors'],
  ['DUB00', 'Croke Park', 'Dublin', 'IE', 53.3607, -6.2511, 'Europe/Dublin', 'outdoors'],
  ['MAD00', 'Santiago Bernabéu', 'Madrid', 'ES', 40.4531, -3.6883, 'Europe/Madrid', 'closed', ['Bernabeu']],
  ['MEL00', 'Melbourne Cricket Ground', 'Melbourne', 'AU', -37.82, 144.9834, 'Australia/Melbourne', 'outdoors'],
  ['PAR00', 'Stade de France', 'Saint-Denis', 'FR', 48.9245, 2.3602, 'Europe/Paris', 'outdoors'],
  ['RIO00', 'Maracanã', 'Rio de Janeiro', 'BR', -22.9121, -43.2302, 'America/Sao_Paulo', 'outdoors', ['Maracana Stadium']],
];

export const STADIUMS: readonly StadiumInfo[] = ROWS.map(
  ([id, name, city, country, latitude, longitude, timeZone, roof, names]) => ({
    id,
    name,
    city,
    country,
    latitude,
    longitude,
    timeZone,
    roof,
    names: [name, ...(names ?? [])],
  }),
);

/**
 * Games the schedule file files under the home team's usual stadium although they were played abroad
 * (nflverse's 2025 international series). Public fact: the league's announced venues.
 */
export const VENUE_CORRECTIONS: Readonly<Record<string, string>> = {
  '2025_01_KC_LAC': 'SAO00',
  '2025_04_MIN_PIT': 'DUB00',
  '2025_05_MIN_CLE': 'LON02',
  '2025_06_DEN_NYJ': 'LON02',
  '2025_07_LA_JAX': 'LON00',
  '2025_10_ATL_IND': 'BER00',
  '2025_11_WAS_MIA': 'MAD00',
};

const byId = new Map(STADIUMS.map((s) => [s.id, s]));
const byName = new Map(STADIUMS.flatMap((s) => s.names.map((n) => [n.toLowerCase(), s] as const)));

export function stadiumInfo(id: string): StadiumInfo | undefined {
  return byId.get(id);
}

/**
 * The venue a game was really played at. nflverse sometimes keeps the home team's stadium_id while
 * naming the real venue (2026 international games), so a name that belongs to another venue wins;
 * a known misfiled game is corrected by its id.
 */
export function resolveStadium(
  gameId: string,
  stadiumId: string,
  stadiumName: string,
): StadiumInfo | undefined {
  const corrected = VENUE_CORRECTIONS[gameId];
  if (corrected) return byId.get(corrected);
  const named = byName.get(stadiumName.trim().toLowerCase());
  if (named && named.id !== stadiumId) return named;
  return byId.get(stadiumId) ?? named;
}
