// An admin verifies or refuses (with a reason) any owner from their page; the
// owner hears of it whatever their notification toggles (a service message about their account);
// only admins may decide; two admins deciding at once take one decision.
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { createTestUser, turnOffEveryNotification } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { decideOwnerVerification, OWNER_DECISION_CHANGED } from "./admin-owner-verification.service";
import { ownerDetail } from "./admin-owners.service";


describeOnEachDatabase("admins verify and refuse owners", (t, kind) => {
  let admin: SignedInUser;
  let superAdmin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"], name: "Declan Admin" });
    superAdmin = await createTestUser(t, { roles: ["super_admin"], name: "Nuala Super" });
  });
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  /** A new owner who turned every notification off: service messages reach them anyway. */
  async function newOwner(name = "Orla Owner") {
    const owner = await createTestUser(t, { isOwner: true, name });
    await turnOffEveryNotification(t, owner.userId);
    return owner;
  }
  const profileRow = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];
  const mailTo = (email: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), ne(mailOutbox.kind, "welcome")));

  it("verifies a pending owner: Verified on their page, recorded, and they are told", async () => {
    const owner = await newOwner("Orla Byrne");
    expect((await ownerDetail(t.db, admin, owner.userId)).owner.verification).toBe("pending");

    const decided = await decideOwnerVerification(t.db, admin, owner.userId, { decision: "verify", from: "pending" });
    expect(decided).toEqual({ verification: "verified" });
    expect(await profileRow(owner.userId)).toMatchObject({ isVerified: true, verificationRefusal: null, verificationDecidedBy: admin.userId });
    expect((await ownerDetail(t.db, admin, owner.userId)).owner).toMatchObject({ verification: "verified", verificationRefusal: null, verificationDecidedBy: "Declan Admin" });

    const [entry] = await t.db.select().from(adminActivityLog).where(and(eq(adminActivityLog.entityType, "owner"), eq(adminActivityLog.entityId, owner.userId)));
    expect(entry).toMatchObject({ actorId: admin.userId, action: "Verified Orla Byrne as an owner" });

    const [mail] = await mailTo(owner.email);
    expect(mail).toMatchObject({ kind: "owner-verified", subject: "You're a verified owner on Sauna Éire" });
    expect(mail.text).toContain("Dia duit Orla,");
    expect(mail.text).toContain("Verified Listing - Claimed by Owner");
    expect(mail.text).toContain("This is a service message about your account, so it is always sent.");
  });

  it("refuses an owner only with a reason, which is kept and mailed to them", async () => {
    const owner = await newOwner("Pádraig Walsh");
    for (const reason of [undefined, "", "   "]) {
      await expect(decideOwnerVerification(t.db, admin, owner.userId, { decision: "refuse", from: "pending", reason })).rejects.toMatchObject({
        status: 400,
        fieldErrors: { reason: "Please tell the owner why, so they know what to put right" },
      });
    }
    await expect(decideOwnerVerification(t.db, admin, owner.userId, { decision: "refuse", from: "pending", reason: "x".repeat(1001) })).rejects.toMatchObject({ status: 400 });
    expect(await mailTo(owner.email)).toEqual([]);

    const reason = "The phone number on your claim didn't answer.\nPlease add one we can reach in Sauna Settings.";
    expect(await decideOwnerVerification(t.db, superAdmin, owner.userId, { decision: "refuse", from: "pending", reason })).toEqual({ verification: "refused" });
    expect(await profileRow(owner.userId)).toMatchObject({ isVerified: false, verificationRefusal: reason, verificationDecidedBy: superAdmin.userId });
    expect((await ownerDetail(t.db, admin, owner.userId)).owner).toMatchObject({ verification: "refused", verificationRefusal: reason });
    const [entry] = await t.db.select().from(adminActivityLog).where(and(eq(adminActivityLog.entityType, "owner"), eq(adminActivityLog.entityId, owner.userId)));
    expect(entry).toMatchObject({ actorId: superAdmin.userId, action: "Refused to verify Pádraig Walsh as an owner", details: { reason } });

    const [mail] = await mailTo(owner.email);
    expect(mail).toMatchObject({ kind: "owner-refused", subject: "We couldn't verify you as an owner yet" });
    expect(mail.text).toContain("The phone number on your claim didn't answer.");
    expect(mail.text).toContain("This is a service message about your account, so it is always sent.");
  });

  it("verifies a refused owner after all, and refuses a verified one, each from what the admin saw", async () => {
    const owner = await newOwner();
    await decideOwnerVerification(t.db, admin, owner.userId, { decision: "refuse", from: "pending", reason: "No business registration found" });
    expect(await decideOwnerVerification(t.db, admin, owner.userId, { decision: "verify", from: "refused" })).toEqual({ verification: "verified" });
    expect(await profileRow(owner.userId)).toMatchObject({ isVerified: true, verificationRefusal: null });
    expect(await decideOwnerVerification(t.db, admin, owner.userId, { decision: "refuse", from: "verified", reason: "The business was sold" })).toEqual({ verification: "refused" });
    expect(await profileRow(owner.userId)).toMatchObject({ isVerified: false, verificationRefusal: "The business was sold" });
    expect((await mailTo(owner.email)).map((m) => m.kind)).toEqual(["owner-refused", "owner-verified", "owner-refused"]);
  });

  it("won't decide from a state the owner is no longer in, or take a decision twice", async () => {
    const owner = await newOwner();
    await decideOwnerVerification(t.db, admin, owner.userId, { decision: "verify", from: "pending" });
    await t.db.delete(mailOutbox);
    // Seen as pending a moment ago, verified since: refusing or verifying again changes nothing.
    await expect(decideOwnerVerification(t.db, superAdmin, owner.userId, { decision: "refuse", from: "pending", reason: "Looks wrong" })).rejects.toMatchObject({ status: 409, message: OWNER_DECISION_CHANGED });
    await expect(decideOwnerVerification(t.db, superAdmin, owner.userId, { decision: "verify", from: "pending" })).rejects.toMatchObject({ status: 409, message: OWNER_DECISION_CHANGED });
    await expect(decideOwnerVerification(t.db, superAdmin, owner.userId, { decision: "verify", from: "verified" })).rejects.toMatchObject({ status: 409, message: "This owner is already verified." });
    expect(await profileRow(owner.userId)).toMatchObject({ isVerified: true, verificationRefusal: null, verificationDecidedBy: admin.userId });
    expect(await mailTo(owner.email)).toEqual([]);
  });

  it("answers someone who isn't an owner, or no one, with 'Owner not found', and a malformed form in plain words", async () => {
    const guest = await createTestUser(t);
    for (const id of [guest.userId, "nobody", "not/a/valid id", 7, undefined]) {
      await expect(decideOwnerVerification(t.db, admin, id, { decision: "verify", from: "pending" })).rejects.toMatchObject({ status: 404, message: "Owner not found" });
    }
    expect((await profileRow(guest.userId)).isVerified).toBe(false);
    const owner = await newOwner();
    for (const input of [{}, { decision: "approve", from: "pending" }, { decision: "verify", from: "maybe" }, "verify"]) {
      await expect(decideOwnerVerification(t.db, admin, owner.userId, input)).rejects.toMatchObject({ status: 400 });
    }
  });

  it("refuses a visitor, a guest, another owner and the owner themselves; admins and super admins decide", async () => {
    const owner = await newOwner();
    const guest = await createTestUser(t);
    const another = await newOwner("Another Owner");
    for (const actor of [ANONYMOUS, guest, another, owner]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(decideOwnerVerification(t.db, actor, owner.userId, { decision: "verify", from: "pending" })).rejects.toMatchObject({ status });
      await expect(decideOwnerVerification(t.db, actor, owner.userId, { decision: "refuse", from: "pending", reason: "No" })).rejects.toMatchObject({ status });
    }
    expect(await profileRow(owner.userId)).toMatchObject({ isVerified: false, verificationRefusal: null, verificationDecidedAt: null });
    expect(await mailTo(owner.email)).toEqual([]);
    expect(await decideOwnerVerification(t.db, admin, owner.userId, { decision: "verify", from: "pending" })).toEqual({ verification: "verified" });
    expect(await decideOwnerVerification(t.db, superAdmin, another.userId, { decision: "refuse", from: "pending", reason: "No website or phone" })).toEqual({ verification: "refused" });
  });

  if (kind === "postgres") {
    it("takes exactly one decision when two admins verify and refuse the same owner at once", async () => {
      for (let round = 0; round < 5; round++) {
        const owner = await newOwner();
        const results = await Promise.allSettled([
          decideOwnerVerification(t.db, admin, owner.userId, { decision: "verify", from: "pending" }),
          decideOwnerVerification(t.db, superAdmin, owner.userId, { decision: "refuse", from: "pending", reason: "Can't reach them" }),
          decideOwnerVerification(t.db, superAdmin, owner.userId, { decision: "verify", from: "pending" }),
          decideOwnerVerification(t.db, admin, owner.userId, { decision: "refuse", from: "pending", reason: "No registration" }),
        ]);
        const won = results.filter((r): r is PromiseFulfilledResult<{ verification: "verified" | "refused" }> => r.status === "fulfilled");
        expect(won).toHaveLength(1);
        for (const r of results) if (r.status === "rejected") expect(r.reason.message).toBe(OWNER_DECISION_CHANGED);
        // The profile, the log and the mail agree with the one decision taken.
        const profile = await profileRow(owner.userId);
        expect(profile.isVerified).toBe(won[0].value.verification === "verified");
        expect(await t.db.select().from(adminActivityLog).where(and(eq(adminActivityLog.entityType, "owner"), eq(adminActivityLog.entityId, owner.userId)))).toHaveLength(1);
        expect((await mailTo(owner.email)).map((m) => m.kind)).toEqual([`owner-${won[0].value.verification}`]);
      }
    });
  }
});
