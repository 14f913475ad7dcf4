// An address that only takes form posts (the APIs the pages' own forms call). Opened in a browser,
// by a link preview or a crawler, it says so in plain words with 405 and the method it takes,
// instead of React Router's 400 'Unexpected Server Error' for a route without a loader.
export function postOnly(): never {
  throw new Response("This address only takes forms sent from Sauna Éire's pages.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
