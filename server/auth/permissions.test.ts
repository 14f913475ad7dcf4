import { describe, expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "./actor";
import { hasRole, isAdmin, requireAdmin, requireUser } from "./permissions";

const user = (roles: SignedInUser["roles"]): SignedInUser => ({
  kind: "user", userId: "u1", email: "a@b.ie", fullName: "A", isOwner: false, roles,
});

describe("permissions", () => {
  it("treats any admin_roles row as admin and lets super_admin pass every role check", () => {
    expect(isAdmin(user([]))).toBe(false);
    expect(isAdmin(user(["admin"]))).toBe(true);
    expect(hasRole(user(["admin"]), "super_admin")).toBe(false);
    expect(hasRole(user(["super_admin"]), "admin")).toBe(true);
  });

  it("refuses visitors and non-admins with the spec's messages", () => {
    expect(() => requireUser(ANONYMOUS)).toThrow(/sign in/);
    expect(() => requireAdmin(user([]))).toThrow("This area is restricted to administrators");
    expect(() => requireAdmin(user(["admin"]), "super_admin")).toThrow("You don't have permission to access this area");
    expect(requireAdmin(user(["super_admin"]), "super_admin").userId).toBe("u1");
  });
});
