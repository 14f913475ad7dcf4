// Every message has the same plain shape: a greeting, a few short paragraphs, an optional list
// of details (date, time, amount…), one button, and a footer saying why it was sent. Written
// once here as plain text and simple HTML, so each message file holds only its words: those
// come from the `emails` catalogue in the reader's language (decision 021), through `mailT`.
import { PRODUCT_NAME } from "#domain/constants";
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from "#domain/locales";
import { serverT } from "#server/i18n/messages";
import {
  GUEST_NOTIFICATION_LABELS, HOST_NOTIFICATION_LABELS, type GuestNotificationPreference, type HostNotificationPreference,
} from "#domain/notification-preferences";
import { siteLink } from "./site-url";

export type MailContent = { subject: string; text: string; html: string };

export type MailParts = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
  /** After the button, e.g. "This link works once and expires in one hour." */
  afterAction?: string[];
  /** Why this message came: a notification the reader can turn off, or a security notice. */
  footer: string;
};

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `t(key, values)` for an e-mail's words in the reader's language. */
export function mailT(locale: Locale) {
  return serverT(locale, "emails");
}

export function composeMail(parts: MailParts, locale: Locale = DEFAULT_LOCALE): MailContent {
  const details = parts.details ?? [];
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join("\n")] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`] : []),
    ...(parts.afterAction ?? []),
    `— ${PRODUCT_NAME}\n${parts.footer}`,
  ].join("\n\n");

  const p = (s: string) => `<p style="margin:0 0 16px">${escape(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${HTML_LANG[locale]}"><body style="margin:0;background:#faf6f0;font-family:Georgia,serif;color:#2b211b">`,
    `<div style="max-width:560px;margin:0 auto;padding:32px 24px">`,
    `<p style="margin:0 0 24px;font-size:20px;color:#7a3e1d">${escape(PRODUCT_NAME)}</p>`,
    `<div style="background:#ffffff;border:1px solid #eadfce;border-radius:16px;padding:24px;font-family:Arial,sans-serif;font-size:15px;line-height:1.5">`,
    p(parts.greeting),
    ...parts.paragraphs.map(p),
    details.length
      ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${details
          .map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0;color:#6b5b4e">${escape(label)}</td><td style="padding:2px 0"><strong>${escape(value)}</strong></td></tr>`)
          .join("")}</table>`
      : "",
    parts.action
      ? `<p style="margin:24px 0"><a href="${escape(parts.action.url)}" style="background:#b4532a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:999px;display:inline-block">${escape(parts.action.label)}</a></p>`
      : "",
    ...(parts.afterAction ?? []).map(p),
    `</div>`,
    `<p style="margin:16px 0 0;font-family:Arial,sans-serif;font-size:12px;color:#6b5b4e">${escape(parts.footer)}</p>`,
    `</div></body></html>`,
  ].join("");
  return { subject: parts.subject, text, html };
}

/** The footer of a message a notification toggle controls. */
function notificationFooter(locale: Locale, toggle: string, settingsPath: string): string {
  return mailT(locale)("footer.notification", { toggle, link: siteLink(settingsPath, locale) });
}

/** The footer of a notice a guest's toggle turns off, naming it as My Account settings does. */
export function guestNotificationFooter(toggle: GuestNotificationPreference, locale: Locale = DEFAULT_LOCALE): string {
  // English names the toggle as domain/ does; other languages as their settings page does.
  const label = locale === DEFAULT_LOCALE ? GUEST_NOTIFICATION_LABELS[toggle] : mailT(locale)(`toggle.guest.${toggle}` as never);
  return notificationFooter(locale, label, "/my-account/settings");
}

/** The footer of a notice a host's toggle turns off, naming it as the owner dashboard's Account does. */
export function hostNotificationFooter(toggle: HostNotificationPreference, locale: Locale = DEFAULT_LOCALE): string {
  const label = locale === DEFAULT_LOCALE ? HOST_NOTIFICATION_LABELS[toggle].label : mailT(locale)(`toggle.host.${toggle}` as never);
  return notificationFooter(locale, label, "/dashboard/account");
}

/** The footer of security mail (verification, password reset, e-mail change): always sent. */
export function securityFooter(locale: Locale = DEFAULT_LOCALE): string {
  return mailT(locale)("footer.security");
}
export const SECURITY_FOOTER = securityFooter();
/** The footer of a service message: about the reader's own listing or account, so no toggle turns it off. */
export const SERVICE_FOOTER = serviceFooter("listing");

/** The footer of a service message: a decision about the reader's account or listing, always sent. */
export function serviceFooter(about: "account" | "listing" | "payment", locale: Locale = DEFAULT_LOCALE): string {
  return mailT(locale)(`footer.service.${about}`);
}

/** "Aoife" from "Aoife Byrne"; a friendly hello when there is no name. */
export function greetingFor(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Dia duit ${first},` : "Dia duit,";
}
