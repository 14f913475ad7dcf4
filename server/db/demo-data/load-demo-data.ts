import type { Auth } from "../../auth/auth";
import type { Db } from "../client";

/** Placeholder until the demo data lands: loads nothing. */
export async function loadDemoDataIfEmpty(_db: Db, _auth: Auth): Promise<void> {}
