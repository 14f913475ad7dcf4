// The member on a page only they see (My Account, the host's dashboard, the admin area): its
// layout's loader names them (`pageMember`), so the navbar draws their avatar in the server's
// HTML, from the first paint, rather than a blank circle until GET /api/me answers (which on a
// phone's connection is a while). Public pages never carry it: they are shared and cached, and
// their navbar asks /api/me (decision 013).
import { useMatches } from "react-router";
import type { NavUser } from "#app/components/account-button";

/** The member a matched route's loader named as `pageMember`, if any. */
export function usePageMember(): NavUser | null {
  for (const match of useMatches()) {
    const member = (match.loaderData as { pageMember?: NavUser | null } | undefined)?.pageMember;
    if (member) return member;
  }
  return null;
}
