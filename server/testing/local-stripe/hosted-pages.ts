// The pages Stripe hosts, as plain HTML forms a browser test can drive without JavaScript:
// Checkout (pay by card, or by bank transfer confirmed later, or go back), Connect onboarding
// (finish, or save and finish later) and the Express dashboard. Like Stripe's, they send the
// browser back to the app's success, cancel, return and refresh URLs.
import type { ServerResponse } from "node:http";
import { completeOnboarding } from "./connect";
import { formatAmount } from "./wire";
import type { AccountObject, CheckoutSessionObject, EventOrigin, StripeState } from "./objects";
import { expireDueSessions, lineItemsOf, payCheckoutSession, successRedirect } from "./payments";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** A hosted page's request: its path, method and, for a POST, the form it sent. */
export type PageRequest = { method: string; path: string; form: URLSearchParams; origin: EventOrigin };

/** Answers a hosted page; false when the path is not one. */
export function handleHostedPage(state: StripeState, request: PageRequest, response: ServerResponse): boolean {
  let match = /^\/c\/pay\/([A-Za-z0-9_]+)$/.exec(request.path);
  if (match) {
    checkoutPage(state, match[1], request, response);
    return true;
  }
  match = /^\/connect\/onboarding\/([A-Za-z0-9]+)$/.exec(request.path);
  if (match) {
    onboardingPage(state, match[1], request, response);
    return true;
  }
  match = /^\/express\/([A-Za-z0-9]+)$/.exec(request.path);
  if (match && request.method === "GET") {
    expressDashboardPage(state, match[1], response);
    return true;
  }
  return false;
}

function checkoutPage(state: StripeState, sessionId: string, request: PageRequest, response: ServerResponse): void {
  expireDueSessions(state);
  const session = state.checkoutSessions.get(sessionId);
  if (!session) {
    return sendPage(response, 404, "Page not found", `<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>`);
  }
  if (request.method === "POST") {
    if (session.status !== "open") return sendPage(response, 409, ...closedCheckout(session));
    const method = request.form.get("payment_method") === "bank_transfer" ? "bank_transfer" : "card";
    payCheckoutSession(state, session, method, request.origin);
    const next = successRedirect(session);
    if (next) return redirect(response, next);
    return sendPage(response, 200, "Payment complete", `<h1>Thanks for your payment</h1><p>You can close this page.</p>`);
  }
  if (request.method !== "GET") return methodNotAllowed(response);
  if (session.status !== "open") return sendPage(response, 200, ...closedCheckout(session));
  const items = lineItemsOf(state, session.id)
    .map(
      (item) =>
        `<li><span class="name">${escapeHtml(item.description)}</span>${item.quantity > 1 ? ` × ${item.quantity}` : ""} <span class="amount">${escapeHtml(formatAmount(item.amount_total, item.currency))}</span></li>`,
    )
    .join("");
  const total = formatAmount(session.amount_total, session.currency);
  const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : "";
  const email = session.customer_email ? `<p>Email: ${escapeHtml(session.customer_email)}</p>` : "";
  sendPage(
    response,
    200,
    `Pay ${total}`,
    `${back}
<h1>Complete your payment</h1>
<ul class="items">${items}</ul>
<p class="total">Total due: <strong>${escapeHtml(total)}</strong></p>
${email}
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
  <p>Test card 4242 4242 4242 4242: no real money moves.</p>
  <button type="submit" name="payment_method" value="card">Pay ${escapeHtml(total)}</button>
  <button type="submit" name="payment_method" value="bank_transfer" class="secondary">Pay by bank transfer (confirmed later)</button>
</form>`,
  );
}

function closedCheckout(session: CheckoutSessionObject): [string, string] {
  if (session.status === "expired") {
    const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : "";
    return ["Checkout expired", `<h1>This Checkout Session has expired</h1><p>Go back and start again to pay.</p>${back}`];
  }
  const next = successRedirect(session);
  const link = next ? `<p><a href="${escapeHtml(next)}">Continue</a></p>` : "";
  return ["Checkout complete", `<h1>This Checkout Session is already complete</h1><p>This payment has been made; there is nothing more to pay here.</p>${link}`];
}

/**
 * An account link works once, for a few minutes (Stripe's rule): visiting it again, or after it
 * expired, sends the browser to refresh_url, where the app makes a new link.
 */
function onboardingPage(state: StripeState, token: string, request: PageRequest, response: ServerResponse): void {
  const link = state.accountLinks.get(token);
  const account = link ? state.accounts.get(link.account) : undefined;
  if (!link || !account) {
    return sendPage(response, 404, "Link not found", `<h1>This link is not valid</h1><p>Return to the platform and try again.</p>`);
  }
  const expired = state.now() >= link.expiresAt;
  if (request.method === "GET") {
    if (expired || link.state !== "new") return redirect(response, link.refreshUrl);
    link.state = "visited";
    return sendPage(
      response,
      200,
      "Set up payouts",
      `<h1>Set up payouts</h1>
<p>Account ${escapeHtml(account.email ?? account.id)} (${escapeHtml(account.id)}), ${escapeHtml(account.country)}.</p>
<p>Test mode: use test data; nothing is verified.</p>
<form method="post" action="/connect/onboarding/${escapeHtml(token)}">
  <button type="submit" name="action" value="finish">Finish setting up</button>
  <button type="submit" name="action" value="later" class="secondary">Save and finish later</button>
</form>`,
    );
  }
  if (request.method !== "POST") return methodNotAllowed(response);
  if (expired || link.state !== "visited") return redirect(response, link.refreshUrl);
  link.state = "used";
  if (request.form.get("action") === "finish") completeOnboarding(state, account.id, {}, request.origin);
  redirect(response, link.returnUrl);
}

function expressDashboardPage(state: StripeState, token: string, response: ServerResponse): void {
  const link = state.loginLinks.get(token);
  const account = link ? state.accounts.get(link.account) : undefined;
  if (!account) return sendPage(response, 404, "Link not found", `<h1>This link is not valid</h1>`);
  const transfers = [...state.transfers.values()].filter((transfer) => transfer.destination === account.id);
  const rows = transfers.length
    ? transfers.map((t) => `<li>${escapeHtml(formatAmount(t.amount, t.currency))} — ${escapeHtml(t.id)}${t.transfer_group ? ` (${escapeHtml(t.transfer_group)})` : ""}</li>`).join("")
    : "<li>No payouts yet</li>";
  sendPage(
    response,
    200,
    "Express dashboard",
    `<h1>Express dashboard</h1>
<p>Account ${escapeHtml(account.email ?? account.id)} (${escapeHtml(account.id)})</p>
<p>${status(account)}</p>
<h2>Transfers</h2>
<ul>${rows}</ul>`,
  );
}

function status(account: AccountObject): string {
  if (account.charges_enabled && account.payouts_enabled) return "Payments and payouts are enabled.";
  return account.details_submitted ? "Stripe needs more information before payouts." : "Onboarding is not finished.";
}

function sendPage(response: ServerResponse, code: number, title: string, body: string): void {
  response.writeHead(code, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Stripe (local, test mode)</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1f36; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
button { display: block; width: 100%; margin: .5rem 0; padding: .75rem; font: inherit; border: 0; border-radius: 6px; background: #0a2540; color: #fff; cursor: pointer; }
button.secondary { background: #e3e8ee; color: #1a1f36; }
ul.items { padding: 0; list-style: none; }
ul.items li { display: flex; justify-content: space-between; gap: 1rem; }
.badge { display: inline-block; padding: 0 .5rem; border-radius: 4px; background: #ffde92; font-size: .875rem; }
</style>
</head>
<body>
<header><p><span class="badge">Test mode</span> Local Stripe</p></header>
<main>
${body}
</main>
</body>
</html>`);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, "cache-control": "no-store" });
  response.end();
}

function methodNotAllowed(response: ServerResponse): void {
  response.writeHead(405, { allow: "GET, POST", "content-type": "text/plain; charset=utf-8" });
  response.end("Method not allowed");
}
