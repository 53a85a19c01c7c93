/** Facts about where the code runs, read from the environment on each call (tests change them). */

/** True under the Firebase emulators (Functions emulator or a local Auth emulator). */
export function isEmulated(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === "true" || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
}
