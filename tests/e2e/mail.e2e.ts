// E-mail, end to end (issue 10): the app sends through a real SMTP server on 127.0.0.1
// (smtp-server), and the test reads what arrives (mailparser). A new guest verifies their
// address from the welcome e-mail, resets a forgotten password (the old session ends), books and
// gets a confirmation with a valid .ics while the host hears of it; a booking made while the
// SMTP server is down succeeds at once and its mail arrives exactly once when the server is back,
// across an app restart; a guest who turned booking e-mails off gets none, but security mail.
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import type { ReceivedMail } from "#server/testing/test-smtp-server";
import { DEMO, numberedClients, PHONE, saunaPath, screenshot, screenshotAndAxe, setUpBrowser, signUp, visit } from "./harness";
import { setUpAppWithSmtp } from "./smtp-app";
import { chooseSession, daysAhead } from "./steps";

setUpBrowser();
const { app, received, mailFor, smtp } = setUpAppWithSmtp("sauna-eire-mail-e2e-");

const { page: pageFor, signedInPage } = numberedClients(app);

/** The first link in the text part that starts with `prefix`. */
function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = (mail.text ?? "").split(/\s+/).find((word) => word.startsWith(prefix));
  expect(link, `a link starting with ${prefix} in:\n${mail.text}`).toBeTruthy();
  return link!;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IE", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Dublin" }).format(new Date(`${iso}T12:00:00Z`));

/** Books a private session for two at Salthill Prom Sauna; returns how long the guest waited. */
async function book(page: Page, date: string, time: string): Promise<number> {
  await visit(page, await saunaPath("Salthill Prom Sauna", app));
  await page.getByRole("button", { name: "Book a Session" }).click();
  await chooseSession(page, { date, type: "private", time, guests: "2" });
  const started = Date.now();
  await page.getByRole("button", { name: "Book Now" }).click();
  await page.getByText("Booking confirmed!").waitFor();
  return Date.now() - started;
}

describe("e-mail through a real SMTP server", () => {
  const email = `mail-${Date.now()}@example.ie`;
  let password = "Burren-Heat-2026";
  let first: Page; // the session from sign-up, which the password reset must end
  let second: Page;

  it("signs up, gets the welcome e-mail, and verifies the address from its link (or a resent one)", async () => {
    first = await pageFor();
    await signUp(first, { name: "Gráinne Ní Mháille", email, password }); // signed in at once

    const welcome = await mailFor(email, /^Welcome to Sauna Éire/);
    expect(welcome.from?.text).toBe('"Sauna Éire" <no-reply@test.sauna-eire.ie>');
    expect(welcome.text).toContain("Dia duit Gráinne,");
    expect(welcome.html).toContain("Verify my e-mail address");

    // Until then My Account offers another link.
    await visit(first, "/my-account");
    const banner = first.getByRole("region", { name: "Please verify your e-mail address" });
    await banner.waitFor();
    await screenshotAndAxe(first, "mail-verification-banner-1280");
    await banner.getByRole("button", { name: "Resend Verification E-mail" }).click();
    await banner.getByText(`A new link is on its way to ${email}.`).waitFor();
    const resent = await mailFor(email, /^Verify your e-mail address$/);
    const phone = await pageFor(PHONE);
    await phone.context().addCookies(await first.context().cookies());
    await visit(phone, "/my-account");
    await phone.getByRole("region", { name: "Please verify your e-mail address" }).waitFor();
    await screenshot(phone, "mail-verification-banner-375");

    await first.goto(linkIn(resent, `${app.baseUrl}/api/auth/verify-email?`));
    await first.waitForURL((url) => url.pathname === "/my-account");
    await first.getByText("Your e-mail address is verified.").waitFor();
    await screenshot(first, "mail-verified-1280");
    await visit(first, "/my-account/bookings");
    expect(await first.getByRole("region", { name: "Please verify your e-mail address" }).count()).toBe(0);

    // The administrators' Users page says so too.
    const admin = await signedInPage(DEMO.admin);
    await visit(admin, `/admin/users?q=${encodeURIComponent(email)}`);
    await admin.getByRole("row", { name: /Gráinne Ní Mháille/ }).getByText("Verified", { exact: true }).waitFor();
  });

  it("resets a forgotten password from the e-mailed link; the old session is signed out", async () => {
    second = await pageFor();
    await visit(second, "/auth");
    await screenshot(second, "mail-auth-forgot-link-1280");
    await second.getByRole("link", { name: "Forgot password?" }).click();
    await second.waitForURL((url) => url.pathname === "/auth/forgot-password");
    await second.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await screenshotAndAxe(second, "mail-forgot-password-1280");
    const phone = await pageFor(PHONE);
    await visit(phone, "/auth/forgot-password");
    await screenshot(phone, "mail-forgot-password-375");

    // An address without an account gets the same answer, and no mail.
    await phone.getByLabel("Email").fill("nobody-here@example.ie");
    await phone.getByRole("button", { name: "Send Reset Link" }).click();
    await phone.getByText("If an account uses nobody-here@example.ie, we've sent it a link to choose a new password.").waitFor();
    await screenshot(phone, "mail-forgot-password-sent-375");

    await second.getByLabel("Email").fill(email);
    await second.getByRole("button", { name: "Send Reset Link" }).click();
    await second.getByText(`If an account uses ${email}, we've sent it a link to choose a new password.`).waitFor();
    const reset = await mailFor(email, /^Reset your Sauna Éire password$/);
    expect(reset.text).toContain("expires in 60 minutes");
    expect(received("nobody-here@example.ie", /./)).toEqual([]);

    const link = linkIn(reset, `${app.baseUrl}/auth/reset-password?token=`);
    await second.goto(link);
    await second.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await screenshotAndAxe(second, "mail-reset-password-1280");
    const phoneReset = await pageFor(PHONE);
    await visit(phoneReset, link);
    await screenshot(phoneReset, "mail-reset-password-375");

    await second.getByLabel("New password", { exact: true }).fill("Aran-Sweater-77");
    await second.getByLabel("Confirm new password").fill("Aran-Sweater-78");
    await second.getByRole("button", { name: "Set New Password" }).click();
    await second.getByText("The two passwords don't match").waitFor();
    await second.getByLabel("Confirm new password").fill("Aran-Sweater-77");
    await second.getByRole("button", { name: "Set New Password" }).click();
    await second.waitForURL((url) => url.pathname === "/auth");
    await second.getByText("Password changed").waitFor();
    password = "Aran-Sweater-77";

    // The link works once.
    await visit(phoneReset, link);
    await phoneReset.getByRole("heading", { name: "This link can't be used" }).waitFor();

    // The old password no longer works, the new one does, and the sign-up session is gone.
    await second.getByLabel("Email").fill(email);
    await second.getByLabel("Password").fill("Burren-Heat-2026");
    await second.getByRole("button", { name: "Sign In", exact: true }).click();
    await second.getByText("Sign in failed").first().waitFor();
    await second.getByLabel("Password").fill(password);
    await second.getByRole("button", { name: "Sign In", exact: true }).click();
    await second.waitForURL((url) => url.pathname === "/");
    await visit(first, "/my-account");
    expect(new URL(first.url()).pathname).toBe("/auth");
  });

  it("books a session: the guest's confirmation (with a valid .ics) and the host's notice arrive with the right details", async () => {
    const date = daysAhead(7);
    await book(second, date, "18:00");
    const subject = new RegExp(`^Booking confirmed: Salthill Prom Sauna, ${longDate(date)} at 18:00$`);
    const confirmation = await mailFor(email, subject);
    expect(confirmation.text).toContain("Time: 18:00–19:30");
    expect(confirmation.text).toContain("Guests: 2");
    expect(confirmation.text).toContain("Total: €45.00");
    expect(confirmation.text).toContain(`${app.baseUrl}/my-account/bookings`);
    const [ics] = confirmation.attachments;
    expect(ics.contentType).toBe("text/calendar");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content.toString("utf8"))).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Sauna session at Salthill Prom Sauna");
    const starts = event.startDate.toJSDate();
    expect(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(starts)).toBe(date);
    expect(new Intl.DateTimeFormat("en-IE", { timeZone: "Europe/Dublin", hour: "2-digit", minute: "2-digit" }).format(starts)).toBe("18:00");
    expect(event.endDate.toJSDate().getTime() - starts.getTime()).toBe(90 * 60_000);

    const notice = await mailFor(DEMO.owner, new RegExp(`^New booking: Salthill Prom Sauna, ${longDate(date)} at 18:00$`));
    expect(notice.text).toContain("Gráinne Ní Mháille has booked a session at Salthill Prom Sauna.");
    expect(notice.text).toContain("Total: €45.00");
    expect(notice.attachments).toEqual([]);
  });

  it("books at once while the SMTP server is down; the mail arrives exactly once when it is back, across an app restart", async () => {
    await smtp().stop();
    const date = daysAhead(8);
    const waited = await book(second, date, "18:00");
    expect(waited).toBeLessThan(5_000);
    // Give the worker time to try and fail, then restart the app during the outage.
    await new Promise((r) => setTimeout(r, 1_500));
    await app.restart(() => smtp().start());

    const guestSubject = new RegExp(`^Booking confirmed: Salthill Prom Sauna, ${longDate(date)} at 18:00$`);
    const hostSubject = new RegExp(`^New booking: Salthill Prom Sauna, ${longDate(date)} at 18:00$`);
    // The first retry is due 30 s after the failed attempt; the new worker finds it then.
    await mailFor(email, guestSubject, 60_000);
    await mailFor(DEMO.owner, hostSubject, 15_000);
    await new Promise((r) => setTimeout(r, 6_000)); // more than a poll: a duplicate would show
    expect(received(email, guestSubject)).toHaveLength(1);
    expect(received(DEMO.owner, hostSubject)).toHaveLength(1);
    // Nothing else went out twice either.
    const ids = smtp().received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);

  it("sends no booking e-mail to a guest who turned them off, but still sends security mail", async () => {
    await visit(second, "/my-account/settings");
    const toggle = second.getByRole("switch", { name: "Booking confirmations and reminders" });
    expect(await toggle.isChecked()).toBe(true);
    await second.getByText("Booking confirmations and reminders").click();
    expect(await toggle.isChecked()).toBe(false);
    await second.getByRole("button", { name: "Save Changes" }).click();
    await second.getByText("Settings saved").waitFor();

    const date = daysAhead(9);
    await book(second, date, "18:00");
    await mailFor(DEMO.owner, new RegExp(`^New booking: Salthill Prom Sauna, ${longDate(date)} at 18:00$`));
    await new Promise((r) => setTimeout(r, 2_000));
    expect(received(email, new RegExp(longDate(date)))).toEqual([]);

    const resetsBefore = received(email, /^Reset your Sauna Éire password$/).length;
    const other = await pageFor();
    await visit(other, "/auth/forgot-password");
    await other.getByLabel("Email").fill(email);
    await other.getByRole("button", { name: "Send Reset Link" }).click();
    await vi.waitFor(() => expect(received(email, /^Reset your Sauna Éire password$/)).toHaveLength(resetsBefore + 1), { timeout: 15_000 });
  });
});
