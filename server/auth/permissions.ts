// The one module that answers "may this actor…?" for services and route guards (docs/product.md §6).
import type { AdminRole } from "#domain/constants";
import { forbidden, unauthenticated } from "#server/features/errors";
import type { Actor, SignedInUser } from "./actor";

/** Holds at least one admin_roles row (any role value). */
export function isAdmin(actor: Actor): actor is SignedInUser {
  return actor.kind === "user" && actor.roles.length > 0;
}

/** 'super_admin' passes any role check. */
export function hasRole(actor: Actor, role: AdminRole): actor is SignedInUser {
  return actor.kind === "user" && (actor.roles.includes("super_admin") || actor.roles.includes(role));
}

export function requireUser(actor: Actor, message = "Please sign in to continue"): SignedInUser {
  if (actor.kind !== "user") throw unauthenticated(message);
  return actor;
}

export function requireAdmin(actor: Actor, role?: AdminRole): SignedInUser {
  const user = requireUser(actor);
  if (role ? !hasRole(user, role) : !isAdmin(user)) {
    throw forbidden(role ? "You don't have permission to access this area" : "This area is restricted to administrators");
  }
  return user;
}
