// A mobile sauna on the move: the Forty Foot Sauna Box, run by the demo host,
// tours Dublin's and Wicklow's beaches by date, so its page, the map, 'Nearby', the host's Sauna
// Settings and the demo guests' bookings all show a stop of the day. Days count from the day the
// demo data is loaded, so there is always a stop today and some to come. Between stops it is at
// its listing's address, Sandycove.
export type DemoStop = {
  sauna: string;
  /** Days from today (Irish), both ends included. */
  from: number;
  to: number;
  placeName: string;
  address: string;
  county: string;
  latitude: number;
  longitude: number;
};

export const DEMO_STOPS: DemoStop[] = [
  { sauna: "fortyfoot", from: -3, to: 4, placeName: "Seapoint Beach", address: "Seapoint Avenue, Monkstown, Co. Dublin A94 X2C8", county: "Dublin", latitude: 53.2996, longitude: -6.165 },
  { sauna: "fortyfoot", from: 7, to: 13, placeName: "Killiney Beach", address: "Station Road car park, Killiney, Co. Dublin A96 T2V6", county: "Dublin", latitude: 53.2567, longitude: -6.1129 },
  { sauna: "fortyfoot", from: 16, to: 24, placeName: "Brittas Bay South", address: "Brittas Bay South Car Park, Co. Wicklow A67 E2K8", county: "Wicklow", latitude: 52.8621, longitude: -6.0555 },
  { sauna: "fortyfoot", from: 28, to: 38, placeName: "Bettystown Beach", address: "Beach Road, Bettystown, Co. Meath A92 P4X1", county: "Meath", latitude: 53.6973, longitude: -6.2447 },
];
