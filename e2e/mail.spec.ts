// The stack delivers its `mail` documents to the local inbox (scripts/lib/mail.mjs), which journeys
// read through `inbox`. What each of the shop's emails says is for the journeys that send them.
import { expect, firestore, inbox, test, uniqueEmail } from "./support";

test("a mail document reaches the stack's inbox", async () => {
  const to = uniqueEmail("inbox");
  const ref = await firestore().collection("mail").add({ to, message: { subject: "Inbox check", text: "Delivered locally" } });
  const email = await inbox.waitForEmail({ to, subjectIncludes: "Inbox check" });
  expect(email.text).toContain("Delivered locally");
  await expect.poll(async () => (await ref.get()).get("delivery.state")).toBe("SUCCESS");
});
