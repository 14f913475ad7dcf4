// The signed-in member, for the loader of a page only they see (see page-member.ts).
import type { RouterContextProvider } from "react-router";
import { memberState } from "#server/features/members/member-state.service";
import type { NavUser } from "#app/components/account-button";
import { getApp } from "./context.server";

export function pageMember(context: Readonly<RouterContextProvider>): NavUser | null {
  const { signedIn, email, initials, isAdmin, isOwner } = memberState(getApp(context).actor);
  return signedIn && email && initials ? { email, initials, isAdmin, isOwner } : null;
}
