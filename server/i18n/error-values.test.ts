// Decision 021: error messages whose varying part is English itself (a date, a weekday, a status,
// a field's name, a list of booked sessions) read wholly in Irish on an Irish page, and stay
// exactly as the domain and services write them in English. Each message is made by the code that
// makes it where that code can run without a database; the services' own refusals are the texts
// their tests pin (named beside each).
import { describe, expect, it } from "vitest";
import { AdminSaunaFieldsSchema } from "#domain/admin-sauna-edit";
import { WeeklyAvailabilitySchema } from "#domain/availability-schema";
import { CALENDAR_CUT_SHORT_HELP, calendarCutShortNotice } from "#domain/calendar-import";
import { formatDate } from "#domain/format-date";
import { UNKNOWN_ACTION } from "#domain/form-fields";
import { staffCancellationRefusal } from "#domain/cancellation";
import { groupPriceProblem, scheduleProblem } from "#domain/onboarding-rules";
import { HOST_PHOTO_WRONG_TYPE } from "#domain/host-account";
import { OWNER_VERIFICATION_LABELS, OwnerDecisionSchema } from "#domain/owner-verification";
import { SAUNA_EDIT_LIMITS, SAUNA_STATUS_ACTIONS } from "#domain/sauna-moderation";
import { stopDates } from "#domain/sauna-stops";
import type { SignedInUser } from "#server/auth/actor";
import { commonPasswordReason } from "#server/auth/common-passwords";
import { requireAdmin, requireUser } from "#server/auth/permissions";
import { listed, sessionDate, sessionWithGuests } from "#server/features/hosts/host-settings.service";
import { bodyLimitFor } from "#server/http/request-limits";
import { sniffPhotoType } from "#server/integrations/images/uploaded-photo";
import { MapsSearchError } from "#server/integrations/maps-search/maps-search-provider";
import { blockedAddress, httpStatus, invalidUrl, networkError, timedOut, tooLarge, tooManyRedirects } from "#server/integrations/site-fetch/site-fetch-error";
import { errorInLanguage } from "./error-text";

const ga = (message: string) => errorInLanguage("ga", message);
/** English comes back as it went in, byte for byte. */
const en = (message: string) => errorInLanguage("en", message);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("not refused");
};

describe("dates inside messages", () => {
  it("the blackout limits name the date in Irish", () => {
    const latest = formatDate("2027-12-31");
    // As addBlackoutDates and removeBlackoutDate (host-calendar.service.ts) write them.
    expect(ga(`Dates can be blocked out up to ${latest}.`)).toBe("Is féidir dátaí a bhlocáil suas go dtí 31 Noll 2027.");
    expect(ga(`Please choose dates up to ${latest}`)).toBe("Roghnaigh dátaí suas go dtí 31 Noll 2027");
    expect(ga(`${formatDate("2026-09-22")} isn't blocked out.`)).toBe("Níl 22 MFómh 2026 blocáilte.");
    expect(en(`${formatDate("2026-09-22")} isn't blocked out.`)).toBe("22 Sept 2026 isn't blocked out.");
  });

  it("a calendar read part of the way says up to when, in Irish, with what to do", () => {
    const notice = calendarCutShortNotice("2027-03-01T10:40:00Z");
    expect(en(notice)).toBe("Your calendar has more events than we can read, so we imported those up to 1 March 2027 at 10:40.");
    expect(ga(notice)).toBe("Tá níos mó imeachtaí i d'fhéilire ná mar is féidir linn a léamh, mar sin d'iompórtálamar iad suas go dtí 1 Márta 2027 ag 10:40.");
    expect(ga(CALENDAR_CUT_SHORT_HELP)).toMatch(/^Ní bhlocálann amanna gnóthacha/);
  });

  it("a mobile sauna's stop in the way names its dates in Irish, the place as the host wrote it", () => {
    const english = (dates: string) => `Your sauna is already at Inch Beach on ${dates}. Please choose other dates, or change that stop.`;
    const today = "2026-11-28";
    expect(ga(english(stopDates({ startsOn: "2026-12-01", endsOn: "2026-12-14" }, today)))).toBe("Tá do shabhna ag Inch Beach cheana féin ar 1\u2009–\u200914 Noll. Roghnaigh dátaí eile, nó athraigh an stad sin.");
    expect(ga(english(stopDates({ startsOn: "2026-11-28", endsOn: "2026-12-03" }, today)))).toBe("Tá do shabhna ag Inch Beach cheana féin ar 28 Samh\u2009–\u20093 Noll. Roghnaigh dátaí eile, nó athraigh an stad sin.");
    expect(ga(english(stopDates({ startsOn: "2026-12-28", endsOn: "2027-01-03" }, today)))).toContain("ar 28 Noll 2026\u2009–\u20093 Ean 2027.");
    expect(ga(english(stopDates({ startsOn: "2026-12-05", endsOn: "2026-12-05" }, today)))).toContain("ar 5 Noll.");
  });

  it("leaves what only looks like a date as it is", () => {
    expect(ga("Your sauna is already at Inch Beach on 31 Feb. Please choose other dates, or change that stop.")).toContain("ar 31 Feb.");
    expect(ga("Your sauna is already at Inch Beach on the usual days. Please choose other dates, or change that stop.")).toContain("ar the usual days.");
  });
});

describe("words inside messages", () => {
  it("a weekday's overlapping hours name the day in Irish", () => {
    const overlap = WeeklyAvailabilitySchema.safeParse({ "1": [{ start: "09:00", end: "12:00" }, { start: "11:00", end: "14:00" }] }).error!.issues[0].message;
    expect(en(overlap)).toBe("Monday's hours overlap");
    expect(ga(overlap)).toBe("Tá uaireanta Dé Luain ag forluí ar a chéile");
  });

  it("Edit Sauna's text fields are named as the form names them", () => {
    const { description, location, address } = AdminSaunaFieldsSchema.shape;
    const notText = address.safeParse(7).error!.issues[0].message;
    expect(en(notText)).toBe("Please enter the full address as text");
    expect(ga(notText)).toBe("Cuir isteach téacs sa réimse “Seoladh iomlán”");
    expect(ga(description.safeParse(7).error!.issues[0].message)).toBe("Cuir isteach téacs sa réimse “Cur síos”");
    const tooLong = location.safeParse("x".repeat(SAUNA_EDIT_LIMITS.location + 1)).error!.issues[0].message;
    expect(en(tooLong)).toBe("Please use at most 200 characters for the location");
    expect(ga(tooLong)).toBe("Ná húsáid níos mó ná 200 carachtar sa réimse “Suíomh”");
    expect(ga(description.safeParse("x".repeat(SAUNA_EDIT_LIMITS.description + 1)).error!.issues[0].message)).toBe("Ná húsáid níos mó ná 4,000 carachtar sa réimse “Cur síos”");
  });

  it("a review or listing that moved on says its status and the refused move in Irish", () => {
    // admin-reviews.service.test.ts pins these words.
    expect(ga("This review is published, so it can't be approved now.")).toBe("Tá an léirmheas seo foilsithe, mar sin ní féidir é a cheadú anois.");
    expect(ga("This review is gone, so it can't be removed now.")).toBe("Tá an léirmheas seo imithe, mar sin ní féidir é a bhaint anois.");
    expect(ga("This review is flagged, so it can't be restored now.")).toBe("Tá an léirmheas seo marcáilte, mar sin ní féidir é a athchóiriú anois.");
    // As changeSaunaStatus writes it (admin-saunas-status.service.test.ts pins one).
    const sauna = (status: string, action: keyof typeof SAUNA_STATUS_ACTIONS) =>
      `This sauna is ${status} now, so it can't be ${SAUNA_STATUS_ACTIONS[action].done.toLowerCase()}. The list has been refreshed.`;
    expect(ga(sauna("suspended", "suspend"))).toBe("Tá an sabhna seo ar fionraí anois, mar sin ní féidir é a chur ar fionraí. Athnuadh an liosta.");
    expect(ga(sauna("active", "approve"))).toBe("Tá an sabhna seo gníomhach anois, mar sin ní féidir é a cheadú. Athnuadh an liosta.");
    expect(ga(sauna("pending", "activate"))).toBe("Tá an sabhna seo ar feitheamh anois, mar sin ní féidir é a athghníomhachtú. Athnuadh an liosta.");
    expect(en(sauna("active", "reject"))).toBe("This sauna is active now, so it can't be rejected. The list has been refreshed.");
  });

  it("an owner already decided says so in Irish", () => {
    // As decideOwnerVerification writes it.
    const already = (state: "verified" | "refused") => `This owner is already ${OWNER_VERIFICATION_LABELS[state].toLowerCase()}.`;
    expect(en(already("verified"))).toBe("This owner is already verified.");
    expect(ga(already("verified"))).toBe("Tá an t-úinéir seo fíoraithe cheana féin.");
    expect(ga(already("refused"))).toBe("Tá an t-úinéir seo diúltaithe cheana féin.");
  });

  it("the host's photo that is too large gives the limit in Irish, and Irish pages get the same upload room", () => {
    expect(bodyLimitFor("/dashboard/account").message).toBe("This photo is too large (max 2MB JPG, PNG or GIF).");
    expect(bodyLimitFor("/ga/dashboard/account.data")).toEqual({ maxBytes: bodyLimitFor("/dashboard/account").maxBytes, message: "Tá an grianghraf seo rómhór (JPG, PNG nó GIF, 2MB ar a mhéad)." });
    expect(bodyLimitFor("/ga/onboard").maxBytes).toBe(bodyLimitFor("/onboard").maxBytes);
    expect(bodyLimitFor("/ga/saunas").message).toBe("Tá an t-iarratas rómhór (is é 1 MB an teorainn).");
  });
});

describe("booked sessions in the way of new hours or capacity", () => {
  const sessions = [{ date: "2027-01-16", time: "19:30" }, { date: "2027-01-22", time: "18:00" }];

  it("lists each session's date in Irish, in the message the service writes", () => {
    const list = listed(sessions.map(sessionDate));
    const outside = `These booked sessions fall outside your new hours: ${list}. Keep them (they stay booked and in your calendar; guests just can't book those times again), or cancel them in Bookings first.`;
    expect(en(outside)).toBe(outside);
    expect(ga(outside)).toBe("Tá na seisiúin seo atá curtha in áirithe taobh amuigh de d'uaireanta nua: 16 Ean 2027 ag 19:30; 22 Ean 2027 ag 18:00. Coinnigh iad (fanann siad curtha in áirithe agus i d'fhéilire; ní féidir le haíonna na hamanna sin a chur in áirithe arís), nó cealaigh iad in Áirithintí ar dtús.");
    const overlap = `These booked sessions would overlap the new session times: ${listed(Array.from({ length: 8 }, () => sessionDate(sessions[0])))}. Keep hours and a session length that fit them, or cancel those bookings in Bookings first.`;
    expect(ga(overlap)).toContain(`: ${"16 Ean 2027 ag 19:30; ".repeat(5)}agus 3 eile. Coinnigh uaireanta`);
  });

  it("capacity names each session's guests and the seats to keep, counted in Irish", () => {
    // host-settings.service.test.ts pins this text.
    const list = listed([sessionWithGuests(new Date("2027-01-15T10:30:00Z"), 5), sessionWithGuests(new Date("2027-01-22T18:00:00Z"), 7)]);
    const capacity = `Capacity can't go below the guests already booked for a session to come: ${list}. Keep at least 7 seats until then.`;
    expect(capacity).toContain("15 Jan 2027 at 10:30 (5 guests); 22 Jan 2027 at 18:00 (7 guests)");
    expect(ga(capacity)).toBe("Ní féidir an toilleadh a ísliú faoi na haíonna atá curtha in áirithe cheana do sheisiún atá le teacht: 15 Ean 2027 ag 10:30 (5 aoi); 22 Ean 2027 ag 18:00 (7 n-aoi). Coinnigh 7 suíochán ar a laghad go dtí sin.");
  });
});

describe("messages that were missing from the catalogue", () => {
  it("fetching a typed address: every refusal reads in Irish", () => {
    const refusals = [
      invalidUrl("redirect", "unparsable"), invalidUrl("typed", "unparsable"), invalidUrl("typed", "scheme"), invalidUrl("typed", "credentials"),
      blockedAddress("typed"), blockedAddress("redirect"), tooManyRedirects(5), timedOut(), tooLarge(5 * 1024 * 1024), httpStatus(404),
      networkError({ code: "ECONNREFUSED" }), networkError({ code: "ENOTFOUND" }), networkError({ code: "CERT_HAS_EXPIRED" }),
    ].map((error) => error.message);
    expect(refusals.filter((message) => ga(message) === message)).toEqual([]);
    expect(ga(tooManyRedirects(5).message)).toMatch(/^D'atreoraigh an suíomh níos mó ná 5 huaire,/);
    expect(ga(httpStatus(404).message)).toBe("D'fhreagair an suíomh le hearráid (HTTP 404). Seiceáil an seoladh, agus go bhfuil an leathanach poiblí.");
    expect(ga(tooLarge(5 * 1024 * 1024).message)).toBe("Tá an comhad ag an seoladh sin níos mó ná 5 MB, mar sin níor íoslódáil Sauna Éire é.");
  });

  it("a photo of the wrong kind names the kinds allowed, joined in Irish", () => {
    const notAPhoto = refusal(() => sniffPhotoType(new TextEncoder().encode("not a photo at all")));
    expect(en(notAPhoto)).toBe("Only JPG, PNG, GIF or WebP photos can be uploaded.");
    expect(ga(notAPhoto)).toBe("Ní féidir ach grianghraif JPG, PNG, GIF nó WebP a uaslódáil.");
    expect(ga(HOST_PHOTO_WRONG_TYPE)).toBe("Ní féidir ach grianghraif JPG, PNG nó GIF a uaslódáil.");
    expect(ga(refusal(() => sniffPhotoType(new TextEncoder().encode("not a photo"), { types: ["image/png"] })))).toBe("Ní féidir ach grianghraif PNG a uaslódáil.");
  });

  it("the admin's maps search says why it failed in Irish, the maps service's own words as it sent them", () => {
    // The reasons as serpapi-google-maps.ts gives them.
    const failed = (reason: string) => new MapsSearchError("http", reason).message;
    expect(en(failed("the maps service answered with HTTP 503."))).toBe("The maps search failed: the maps service answered with HTTP 503.");
    expect(ga(failed("the maps service answered with HTTP 503."))).toBe("Theip ar an gcuardach léarscáile: d'fhreagair an tseirbhís léarscáileanna le HTTP 503.");
    expect(ga(failed("the maps service did not answer within 15 seconds. Please try again."))).toBe("Theip ar an gcuardach léarscáile: níor fhreagair an tseirbhís léarscáileanna laistigh de 15 soicind. Bain triail eile as.");
    expect(ga(failed("the maps service could not be reached. Please try again later."))).toMatch(/: níorbh fhéidir teacht ar an tseirbhís léarscáileanna\./);
    expect(ga(failed("Invalid API key."))).toBe("Theip ar an gcuardach léarscáile: Invalid API key.");
  });

  it("a common password and the areas a member may not open", () => {
    expect(ga(commonPasswordReason("password")!)).toBe("Tá an pasfhocal seo róchoitianta agus éasca a thomhas. Roghnaigh pasfhocal nach bhfuil chomh coitianta sin.");
    const member: SignedInUser = { kind: "user", userId: "u", email: "aoife@example.ie", fullName: "Aoife", isOwner: false, roles: [] };
    expect(ga(refusal(() => requireUser({ kind: "anonymous" })))).toBe("Sínigh isteach chun leanúint ar aghaidh");
    expect(ga(refusal(() => requireAdmin(member)))).toBe("Is do riarthóirí amháin an chuid seo");
    expect(ga(refusal(() => requireAdmin({ ...member, roles: ["admin"] }, "super_admin")))).toBe("Níl cead agat an chuid seo a oscailt");
  });

  it("a listing's group price and hours that can't work, and a booking staff can no longer cancel", () => {
    expect(ga(groupPriceProblem(3, 50)!)).toBe("Is do 6 aoi nó níos mó atá seisiúin ghrúpa, agus is é 3 toilleadh do shabhna. Fág praghas an ghrúpa folamh, nó ardaigh an toilleadh.");
    expect(ga(scheduleProblem({ "1": [{ start: "09:00", end: "09:30" }] }, 60)!)).toMatch(/^Le seisiúin 60 nóiméad, ní fhágann/);
    const at = new Date("2026-11-28T12:00:00Z");
    const booking = (status: "cancelled" | "confirmed", startsAt: string, endsAt: string) => ({ status, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
    expect(ga(staffCancellationRefusal(booking("cancelled", "2026-12-01T10:00:00Z", "2026-12-01T11:00:00Z"), at)!)).toBe("Tá an áirithint seo curtha ar ceal cheana féin.");
    expect(ga(staffCancellationRefusal(booking("confirmed", "2026-11-28T11:30:00Z", "2026-11-28T12:30:00Z"), at)!)).toBe("Tá an seisiún seo tosaithe cheana, mar sin ní féidir é a chur ar ceal.");
    expect(ga(staffCancellationRefusal(booking("confirmed", "2026-11-27T10:00:00Z", "2026-11-27T11:00:00Z"), at)!)).toBe("Tá an seisiún seo thart, mar sin ní féidir é a chur ar ceal.");
  });

  it("an unknown action is one message, in Irish", () => {
    expect(OwnerDecisionSchema.safeParse({ decision: "delete" }).error!.issues[0].message).toBe(UNKNOWN_ACTION);
    expect(ga(UNKNOWN_ACTION)).toBe("Gníomh anaithnid. Athlódáil an leathanach agus bain triail eile as.");
  });
});
