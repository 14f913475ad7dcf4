// Every message has the same plain shape: a greeting, a few short paragraphs, an optional list
// of details (date, time, amount…), one button, and a footer saying why it was sent. Written
// once here as plain text and simple HTML, so each message file holds only its words.
import { PRODUCT_NAME } from "#domain/constants";
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

export function composeMail(parts: MailParts): MailContent {
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
    `<!doctype html><html lang="en-IE"><body style="margin:0;background:#faf6f0;font-family:Georgia,serif;color:#2b211b">`,
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
function notificationFooter(toggle: string, settingsPath: string): string {
  return `You get this e-mail because "${toggle}" is on in your notification settings: ${siteLink(settingsPath)}`;
}

/** The footer of a notice a guest's toggle turns off, naming it as My Account settings does. */
export function guestNotificationFooter(toggle: GuestNotificationPreference): string {
  return notificationFooter(GUEST_NOTIFICATION_LABELS[toggle], "/my-account/settings");
}

/** The footer of a notice a host's toggle turns off, naming it as the owner dashboard's Account does. */
export function hostNotificationFooter(toggle: HostNotificationPreference): string {
  return notificationFooter(HOST_NOTIFICATION_LABELS[toggle].label, "/dashboard/account");
}

export const SECURITY_FOOTER = "This is a security message about your account, so it is always sent.";
/** The footer of a service message: about the reader's own listing or account, so no toggle turns it off. */
export const SERVICE_FOOTER = "This is a service message about your listing, so it is always sent.";

/** The footer of a service message: a decision about the reader's account or listing, always sent. */
export function serviceFooter(about: "account" | "listing" | "payment"): string {
  return `This is a service message about your ${about}, so it is always sent.`;
}

/** "Aoife" from "Aoife Byrne"; a friendly hello when there is no name. */
export function greetingFor(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Dia duit ${first},` : "Dia duit,";
}
