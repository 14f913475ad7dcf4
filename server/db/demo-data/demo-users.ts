// Demo accounts of the embedded default (README). All share DEMO_PASSWORD.
export const DEMO_PASSWORD = "sauna-demo-2026";

export type DemoUser = { key: string; email: string; name: string; isOwner?: boolean; roles?: ("admin" | "super_admin")[]; phone?: string };

export const DEMO_USERS: DemoUser[] = [
  { key: "guest", email: "guest@demo.sauna-eire.ie", name: "Aoife Murphy", phone: "+353 87 555 0101" },
  { key: "owner", email: "owner@demo.sauna-eire.ie", name: "Cian O'Sullivan", isOwner: true, phone: "+353 86 555 0102" },
  { key: "owner2", email: "host.kerry@demo.sauna-eire.ie", name: "Máire Ní Dhomhnaill", isOwner: true, phone: "+353 66 555 0103" },
  { key: "admin", email: "admin@demo.sauna-eire.ie", name: "Declan Byrne", roles: ["admin"] },
  { key: "superadmin", email: "superadmin@demo.sauna-eire.ie", name: "Orla Kennedy", roles: ["super_admin"] },
  { key: "r1", email: "niamh@demo.sauna-eire.ie", name: "Niamh Walsh" },
  { key: "r2", email: "sean@demo.sauna-eire.ie", name: "Seán Doyle" },
  { key: "r3", email: "ciara@demo.sauna-eire.ie", name: "Ciara Fitzgerald" },
  { key: "r4", email: "padraig@demo.sauna-eire.ie", name: "Pádraig Lynch" },
  { key: "r5", email: "siobhan@demo.sauna-eire.ie", name: "Siobhán Healy" },
  { key: "r6", email: "eoin@demo.sauna-eire.ie", name: "Eoin Brennan" },
  { key: "r7", email: "grainne@demo.sauna-eire.ie", name: "Gráinne Farrell" },
  { key: "r8", email: "tadhg@demo.sauna-eire.ie", name: "Tadhg Quinn" },
];
