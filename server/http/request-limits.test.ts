import { describe, expect, it } from "vitest";
import { bodyLimitFor, DEFAULT_BODY_LIMIT, pagePath } from "./request-limits";

describe("bodyLimitFor", () => {
  it("gives upload pages their allowance on the page path and on React Router's .data path alike", () => {
    for (const path of ["/my-account/settings", "/my-account/settings.data", "/onboard", "/onboard.data", "/admin/content/new", "/admin/content/5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e.data", "/admin/saunas/photos", "/admin/saunas/photos.data"]) {
      expect(bodyLimitFor(path).maxBytes).toBeGreaterThan(5 * 1024 * 1024);
    }
    for (const path of ["/review/5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e", "/review/5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e.data", "/review"]) {
      expect(bodyLimitFor(path).maxBytes).toBeGreaterThan(15 * 1024 * 1024);
    }
  });

  it("gives the owner dashboard's Account room for one 2 MB photo and no more", () => {
    for (const path of ["/dashboard/account", "/dashboard/account.data"]) {
      const limit = bodyLimitFor(path);
      expect(limit.maxBytes).toBeGreaterThan(2 * 1024 * 1024);
      expect(limit.maxBytes).toBeLessThan(3 * 1024 * 1024);
      expect(limit.message).toBe("This photo is too large (max 2MB JPG, PNG or GIF).");
    }
  });

  it("keeps every other page at the default limit", () => {
    for (const path of ["/", "/_root.data", "/auth.data", "/api/bookings", "/my-account/settings/my-data.json", "/reviewer", "/dashboard", "/dashboard/bookings", "/dashboard/account/x", "/onboarding", "/admin/content", "/admin/settings.data", "/admin/saunas", "/admin/saunas.data"]) {
      expect(bodyLimitFor(path)).toBe(DEFAULT_BODY_LIMIT);
    }
  });

  it("maps React Router's data paths back to their pages", () => {
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/auth.data")).toBe("/auth");
    expect(pagePath("/auth")).toBe("/auth");
  });
});
