// Extract Info (docs/product.md §2 'AI Website Scraper', §5 'Admin scrape', §7 'scrape-sauna-website'): an
// administrator gives a sauna's website and gets back the description, price per session,
// capacity, address and amenities it states. The page is fetched by the one SSRF-safe fetcher, so
// a typed address (or a redirect) can never reach this machine, a private network or the cloud
// metadata service; its plain-words message is what the admin sees. Nothing is saved here: the
// found details fill the Edit Sauna form, and the admin saves them.
import { ExtractInfoSchema } from "#domain/admin-sauna-edit";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import { invalid, parseOrInvalid } from "#server/features/errors";
import { extractSaunaDetails, type ExtractedSaunaDetails } from "#server/features/discovery/extract-sauna-details";
import type { FetchPolicy } from "#server/integrations/site-fetch/address-policy";
import { safeFetchText } from "#server/integrations/site-fetch/safe-fetch";
import { SiteFetchError } from "#server/integrations/site-fetch/site-fetch-error";

export const NOT_A_WEB_PAGE = "That address doesn't lead to a web page, so there was nothing to read. Enter the sauna's own website.";
export const NOTHING_FOUND =
  "No description, price, capacity, address or amenities were found on that page. Try the page of the site that describes the sauna.";

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

export async function extractWebsiteDetails(
  actor: Actor,
  input: unknown,
  options: { policy: FetchPolicy },
): Promise<{ url: string; details: ExtractedSaunaDetails }> {
  requireAdmin(actor);
  const { url } = parseOrInvalid(ExtractInfoSchema, input);
  let page: Awaited<ReturnType<typeof safeFetchText>>;
  try {
    page = await safeFetchText(url, { policy: options.policy, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5" });
  } catch (error) {
    if (error instanceof SiteFetchError) throw invalid(error.message);
    throw error;
  }
  if (page.contentType && !HTML_TYPES.test(page.contentType)) throw invalid(NOT_A_WEB_PAGE);
  const details = extractSaunaDetails(page.text, page.finalUrl);
  if (Object.keys(details).length === 0) throw invalid(NOTHING_FOUND);
  return { url, details };
}
