// Money going out, Stripe Connect: hosts' Express accounts, their onboarding and dashboard links,
// and transfers of a charge's funds to them ("separate charges and transfers"), with Stripe's
// refusals: no transfer to an account that cannot receive one, nor more than the charge has left.
import { ids, type AccountObject, type EventOrigin, type Metadata, type StripeState, type TransferObject } from "./objects";
import { checkCurrency, checkOneOf, checkUrl } from "./params";
import { StripeApiError, formatAmount, invalidParam, missingParam, noSuchParam, refused } from "./wire";

/** What Stripe asks of a new Express account before it can be paid. */
const ONBOARDING_REQUIREMENTS = ["business_type", "external_account", "individual.first_name", "individual.last_name", "tos_acceptance.date", "tos_acceptance.ip"];

/** How long an account link works, as on Stripe: a few minutes. */
const ACCOUNT_LINK_LIFETIME_SECONDS = 300;

export type AccountInput = {
  type?: string;
  country?: string;
  email?: string;
  business_type?: string;
  business_profile?: { name?: string; url?: string; mcc?: string; product_description?: string; support_email?: string };
  default_currency?: string;
  capabilities?: { card_payments?: { requested?: boolean }; transfers?: { requested?: boolean } };
  controller?: {
    fees?: { payer?: string };
    losses?: { payments?: string };
    requirement_collection?: string;
    stripe_dashboard?: { type?: string };
  };
  metadata?: Metadata;
};

const ACCOUNT_TYPES = ["express", "standard", "custom"] as const;
const DASHBOARD_TO_TYPE = { express: "express", full: "standard", none: "custom" } as const;

export function createAccount(state: StripeState, input: AccountInput): AccountObject {
  const explicitType = checkOneOf(input.type, ACCOUNT_TYPES, "type");
  const dashboard = checkOneOf(input.controller?.stripe_dashboard?.type, ["express", "full", "none"] as const, "controller[stripe_dashboard][type]");
  if (explicitType && input.controller) {
    throw invalidParam("controller", "You cannot provide both `type` and `controller`: describe the account with one of them.");
  }
  const type = explicitType ?? (dashboard ? DASHBOARD_TO_TYPE[dashboard] : "standard");
  const requested = {
    card_payments: input.capabilities?.card_payments?.requested === true,
    transfers: input.capabilities?.transfers?.requested === true,
  };
  if (type === "express" && !requested.transfers) {
    throw invalidParam("capabilities", "Express accounts must request the `transfers` capability (capabilities[transfers][requested]=true).");
  }
  if (requested.card_payments && !requested.transfers) {
    throw invalidParam("capabilities", "The `card_payments` capability cannot be requested without the `transfers` capability.");
  }
  const country = (input.country ?? "IE").toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw invalidParam("country", `Country '${input.country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'IE'.`);
  const account: AccountObject = {
    id: ids.account(),
    object: "account",
    business_profile: {
      name: input.business_profile?.name ?? null,
      url: input.business_profile?.url ?? null,
      mcc: input.business_profile?.mcc ?? null,
      product_description: input.business_profile?.product_description ?? null,
      support_email: input.business_profile?.support_email ?? null,
    },
    business_type: input.business_type ?? null,
    capabilities: {
      ...(requested.card_payments ? { card_payments: "inactive" as const } : {}),
      ...(requested.transfers ? { transfers: "inactive" as const } : {}),
    },
    charges_enabled: false,
    controller: {
      type: "application",
      is_controller: true,
      ...(input.controller?.fees?.payer ? { fees: { payer: input.controller.fees.payer } } : {}),
      ...(input.controller?.losses?.payments ? { losses: { payments: input.controller.losses.payments } } : {}),
      ...(input.controller?.requirement_collection ? { requirement_collection: input.controller.requirement_collection } : {}),
      ...(dashboard ? { stripe_dashboard: { type: dashboard } } : {}),
    },
    country,
    created: state.now(),
    default_currency: checkCurrency(input.default_currency, "default_currency") ?? "eur",
    details_submitted: false,
    email: input.email ?? null,
    metadata: input.metadata ?? {},
    payouts_enabled: false,
    requirements: {
      currently_due: [...ONBOARDING_REQUIREMENTS],
      eventually_due: [...ONBOARDING_REQUIREMENTS],
      past_due: [...ONBOARDING_REQUIREMENTS],
      pending_verification: [],
      disabled_reason: "requirements.past_due",
      current_deadline: null,
      errors: [],
    },
    type,
  };
  state.accounts.set(account.id, account);
  return account;
}

/** GET /v1/accounts/:id of an account the platform does not have: Stripe's 403 account_invalid. */
export function accountOrThrow(state: StripeState, id: string, apiKey: string): AccountObject {
  const account = state.accounts.get(id);
  if (account) return account;
  const shownKey = `${apiKey.slice(0, 8)}********${apiKey.slice(-4)}`;
  throw new StripeApiError(
    403,
    "invalid_request_error",
    `The provided key '${shownKey}' does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
    { code: "account_invalid" },
    "validation",
  );
}

export type AccountLinkInput = { account?: string; refresh_url?: string; return_url?: string; type?: string; collect?: string };

export function createAccountLink(state: StripeState, input: AccountLinkInput) {
  if (!input.account) throw missingParam("account");
  if (!input.type) throw missingParam("type");
  const type = checkOneOf(input.type, ["account_onboarding", "account_update"] as const, "type");
  if (!input.refresh_url) throw missingParam("refresh_url");
  if (!input.return_url) throw missingParam("return_url");
  checkUrl(input.refresh_url, "refresh_url");
  checkUrl(input.return_url, "return_url");
  checkOneOf(input.collect, ["currently_due", "eventually_due"] as const, "collect");
  const account = state.accounts.get(input.account);
  if (!account) throw noSuchParam("account", input.account, "account");
  if (type === "account_update" && account.type !== "custom") {
    throw invalidParam("type", "You cannot create `account_update` type Account Links for Express or Standard accounts; use `account_onboarding`.");
  }
  const created = state.now();
  const token = ids.linkToken();
  const expiresAt = created + ACCOUNT_LINK_LIFETIME_SECONDS;
  state.accountLinks.set(token, {
    token,
    account: account.id,
    refreshUrl: input.refresh_url,
    returnUrl: input.return_url,
    type: input.type,
    expiresAt,
    state: "new",
  });
  return { object: "account_link", created, expires_at: expiresAt, url: `${state.baseUrl()}/connect/onboarding/${token}` };
}

export function createLoginLink(state: StripeState, accountId: string, apiKey: string) {
  const account = accountOrThrow(state, accountId, apiKey);
  if (account.type !== "express") {
    throw refused("Cannot create a login link for an account that is not an Express account.", { code: "account_invalid" });
  }
  if (!account.details_submitted) {
    throw refused("Cannot create a login link for an account that has not completed onboarding.", { code: "account_invalid" });
  }
  const created = state.now();
  const token = ids.linkToken();
  state.loginLinks.set(token, { token, account: account.id, created });
  return { object: "login_link", created, url: `${state.baseUrl()}/express/${token}` };
}

/**
 * The host finishes Stripe's onboarding: details submitted, and (unless a test says otherwise)
 * charges and payouts enabled with the capabilities active. Stripe tells the platform with an
 * account.updated event carrying the connected account's id.
 */
export function completeOnboarding(
  state: StripeState,
  accountId: string,
  options: { chargesEnabled?: boolean; payoutsEnabled?: boolean } = {},
  origin: EventOrigin = { requestId: null, idempotencyKey: null },
): AccountObject {
  const account = state.accounts.get(accountId);
  if (!account) throw new Error(`No such account: '${accountId}'`);
  const chargesEnabled = options.chargesEnabled ?? true;
  const payoutsEnabled = options.payoutsEnabled ?? true;
  account.details_submitted = true;
  account.charges_enabled = chargesEnabled;
  account.payouts_enabled = payoutsEnabled;
  if (account.capabilities.card_payments) account.capabilities.card_payments = chargesEnabled ? "active" : "inactive";
  if (account.capabilities.transfers) account.capabilities.transfers = payoutsEnabled ? "active" : "inactive";
  const ready = chargesEnabled && payoutsEnabled;
  const stillDue = ready ? [] : ["external_account"];
  account.requirements = {
    ...account.requirements,
    currently_due: stillDue,
    eventually_due: stillDue,
    past_due: stillDue,
    disabled_reason: ready ? null : "requirements.past_due",
  };
  state.emit("account.updated", account, origin, account.id);
  return account;
}

export type TransferInput = {
  amount?: number;
  currency?: string;
  destination?: string;
  transfer_group?: string;
  source_transaction?: string;
  description?: string;
  metadata?: Metadata;
};

export function createTransfer(state: StripeState, input: TransferInput, origin: EventOrigin): TransferObject {
  if (input.amount === undefined) throw missingParam("amount");
  if (input.amount < 1) throw invalidParam("amount", "This value must be greater than or equal to 1.");
  if (!input.currency) throw missingParam("currency");
  const currency = checkCurrency(input.currency, "currency") as string;
  if (!input.destination) throw missingParam("destination");
  const destination = state.accounts.get(input.destination);
  if (!destination) throw noSuchParam("destination", input.destination, "destination");
  let sourceCharge = null;
  if (input.source_transaction) {
    sourceCharge = state.charges.get(input.source_transaction) ?? null;
    if (!sourceCharge) throw noSuchParam("charge", input.source_transaction, "source_transaction");
  }
  // From here the endpoint is executing: these refusals are replayed for the same Idempotency-Key.
  if (destination.capabilities.transfers !== "active" || !destination.payouts_enabled) {
    throw refused(
      "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
      { param: "destination", code: "insufficient_capabilities_for_transfer" },
    );
  }
  if (sourceCharge) {
    if (sourceCharge.status !== "succeeded") {
      throw refused(`The source transaction ${sourceCharge.id} has not succeeded.`, { param: "source_transaction" });
    }
    if (sourceCharge.currency !== currency) {
      throw refused(
        `The currency of source_transaction's balance transaction (${sourceCharge.currency}) must be the same as the transfer currency (${currency}).`,
        { param: "currency", code: "transfer_source_balance_parameters_mismatch" },
      );
    }
    const alreadyTransferred = [...state.transfers.values()]
      .filter((transfer) => transfer.source_transaction === sourceCharge.id)
      .reduce((sum, transfer) => sum + transfer.amount - transfer.amount_reversed, 0);
    const available = sourceCharge.amount - sourceCharge.amount_refunded - alreadyTransferred;
    if (input.amount > available) {
      throw refused(
        `The transfer amount (${formatAmount(input.amount, currency)}) is greater than what remains available from the source transaction ${sourceCharge.id} (${formatAmount(Math.max(0, available), currency)}) after its refunds and earlier transfers.`,
        { param: "amount", code: "balance_insufficient" },
      );
    }
  }
  const transfer: TransferObject = {
    id: ids.transfer(),
    object: "transfer",
    amount: input.amount,
    amount_reversed: 0,
    balance_transaction: ids.balanceTransaction(),
    created: state.now(),
    currency,
    description: input.description ?? null,
    destination: destination.id,
    destination_payment: ids.destinationPayment(),
    livemode: false,
    metadata: input.metadata ?? {},
    reversed: false,
    source_transaction: sourceCharge?.id ?? null,
    source_type: "card",
    transfer_group: input.transfer_group ?? null,
  };
  state.transfers.set(transfer.id, transfer);
  state.emit("transfer.created", transfer, origin);
  return transfer;
}
