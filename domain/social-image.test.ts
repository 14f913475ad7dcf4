import { describe, expect, it } from "vitest";
import { DEFAULT_SOCIAL_IMAGE, socialImagePath } from "./social-image";

describe("socialImagePath", () => {
  it("points bundled illustrations and uploads at their 1200×630 JPEG", () => {
    expect(socialImagePath("/images/saunas/barrel-beach-sunset.svg")).toBe("/images/social/saunas/barrel-beach-sunset.jpg");
    // The build's content-hashed copy of an illustration has the same preview as the original.
    expect(socialImagePath("/images/saunas/barrel-beach-sunset.f0f226ceec.svg")).toBe("/images/social/saunas/barrel-beach-sunset.jpg");
    expect(socialImagePath("/uploads/saunas/0123456789abcdef0123456789abcdef.png")).toBe("/uploads/saunas/0123456789abcdef0123456789abcdef.social.jpg");
  });

  it("falls back to the site's image for no image or one from elsewhere", () => {
    expect(socialImagePath(null)).toBe(DEFAULT_SOCIAL_IMAGE);
    expect(socialImagePath("https://example.com/a.jpg")).toBe(DEFAULT_SOCIAL_IMAGE);
    expect(socialImagePath("/uploads/saunas/../../etc/passwd.png")).toBe(DEFAULT_SOCIAL_IMAGE);
  });
});
