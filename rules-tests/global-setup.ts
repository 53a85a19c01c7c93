/**
 * Tells scripts/test-rules.mjs that the emulators started and the tests ran, so that a failure
 * after this point is reported as failing tests, not as emulators that could not start.
 */
import { writeFileSync } from "node:fs";

export default function markTestsStarted(): void {
  const marker = process.env.RULES_TESTS_STARTED_MARKER;
  if (marker) writeFileSync(marker, "started\n");
}
