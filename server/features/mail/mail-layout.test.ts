import { describe, expect, it } from "vitest";
import { composeMail, greetingFor, guestNotificationFooter, hostNotificationFooter } from "./mail-layout";
import { siteLink } from "./site-url";

describe("mail layout", () => {
  const mail = composeMail({
    subject: "New message from <Seán> & co",
    greeting: greetingFor("Seán <b>Ó Briain</b>"),
    paragraphs: ['He wrote: "<script>alert(1)</script>"'],
    details: [["Total", "€45.00"]],
    action: { label: "Read and reply", url: "https://sauna-eire.ie/my-account/messages?thread=1&x=2" },
    footer: "Why you got this.",
  });

  it("writes the plain text part with every detail and the link in full", () => {
    expect(mail.text).toBe(
      [
        "Dia duit Seán,",
        'He wrote: "<script>alert(1)</script>"',
        "Total: €45.00",
        "Read and reply: https://sauna-eire.ie/my-account/messages?thread=1&x=2",
        "— Sauna Éire\nWhy you got this.",
      ].join("\n\n"),
    );
  });

  it("escapes what people wrote in the HTML part, and keeps the link working", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain('href="https://sauna-eire.ie/my-account/messages?thread=1&amp;x=2"');
    expect(mail.html).toContain("<strong>€45.00</strong>");
  });

  it("greets by first name, or plainly without one", () => {
    expect(greetingFor("Aoife Byrne")).toBe("Dia duit Aoife,");
    expect(greetingFor("  ")).toBe("Dia duit,");
    expect(greetingFor(null)).toBe("Dia duit,");
  });

  it("names the toggle that sends a notice in the reader's settings' words, and links to those settings", () => {
    expect(guestNotificationFooter("messages")).toBe(`You get this e-mail because "Messages from hosts" is on in your notification settings: ${siteLink("/my-account/settings")}`);
    expect(hostNotificationFooter("messages")).toBe(`You get this e-mail because "Messages" is on in your notification settings: ${siteLink("/dashboard/account")}`);
  });
});
