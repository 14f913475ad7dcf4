// npm run stripe:local -- [WEBHOOK_URL]
// Starts the local Stripe server (server/testing/local-stripe) on a fixed port, so a developer can
// try card payments in a browser: the app talks to it with the official SDK, its hosted Checkout
// and onboarding pages send the browser back, and its signed events go to the app's webhook.
import { startLocalStripe } from "#server/testing/local-stripe/server";

const port = Number(process.env.LOCAL_STRIPE_PORT ?? 12111);
const webhookUrl = process.argv[2] ?? "http://localhost:3000/api/stripe/webhook";

const stripe = await startLocalStripe({ port, webhookUrl, log: (line) => console.log(line) });

console.log(`Local Stripe listening on ${stripe.url}, sending events to ${webhookUrl}.
Start the app with:

  STRIPE_SECRET_KEY=${stripe.secretKey} \\
  STRIPE_WEBHOOK_SECRET=${stripe.webhookSecret} \\
  STRIPE_API_URL=${stripe.url} \\
  npm run dev

Test mode: nothing is charged. Ctrl-C stops it (its objects live in memory only).`);

const stop = () => {
  stripe.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
