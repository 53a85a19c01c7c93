import { CARRIER_LIMITS, carriersSchema, isTrackingUrlPattern, trackingUrlFor, type Carrier } from "@contracts";
import { checkForm } from "@/shared/forms";

/**
 * The carriers tab's rules, apart from the screen: the list is edited as rows (each with a key of its
 * own, since ids change as they are typed), checked with the schema the server validates it with.
 */

export interface CarrierRow {
  /** React's key: stable while the id is typed. */
  key: string;
  id: string;
  name: string;
  nameHe: string;
  trackingUrl: string;
}

export type CarrierField = "id" | "name" | "nameHe" | "trackingUrl";
/** What the form says under a field, each in its own words. */
export type CarrierProblem = "required" | "invalidId" | "duplicateId" | "trackingUrl" | "tooLong";
export type CarrierProblems = Record<string, Partial<Record<CarrierField, CarrierProblem>>>;

let nextKey = 0;
const newKey = () => `carrier-${(nextKey += 1)}`;

export function carrierRowsFrom(carriers: readonly Carrier[] | undefined): CarrierRow[] {
  return (carriers ?? []).map((carrier) => ({ key: newKey(), id: carrier.id, name: carrier.name, nameHe: carrier.nameHe ?? "", trackingUrl: carrier.trackingUrl }));
}

export function emptyCarrierRow(): CarrierRow {
  return { key: newKey(), id: "", name: "", nameHe: "", trackingUrl: "https://" };
}

/** Whether another carrier may be added (CARRIER_LIMITS.max). */
export const canAddCarrier = (rows: readonly CarrierRow[]) => rows.length < CARRIER_LIMITS.max;

const rowBody = ({ id, name, nameHe, trackingUrl }: CarrierRow) => ({ id, name, nameHe, trackingUrl });

/** Same list (ignoring the rows' keys): nothing to save. */
export function sameCarriers(a: readonly CarrierRow[], b: readonly CarrierRow[]): boolean {
  return JSON.stringify(a.map(rowBody)) === JSON.stringify(b.map(rowBody));
}

function problemOf(field: CarrierField, kind: string): CarrierProblem {
  if (kind === "required") return "required";
  if (field === "id") return kind === "invalid" ? "duplicateId" : kind === "tooLong" ? "tooLong" : "invalidId";
  if (field === "trackingUrl") return "trackingUrl";
  // A name typed in a one-line field can only be blank or too long.
  return kind === "tooLong" ? "tooLong" : "required";
}

export type CarriersCheck = { ok: true; carriers: Carrier[] } | { ok: false; problems: CarrierProblems };

/**
 * The rows as PUT /admin/settings/carriers takes them, or each row's problems (keyed by the row's
 * key): ids well formed and unique, a name, an https tracking address with `{tracking}` after the host.
 */
export function checkCarriers(rows: readonly CarrierRow[]): CarriersCheck {
  const check = checkForm(carriersSchema, { carriers: rows.map(rowBody) });
  if (check.ok) return { ok: true, carriers: check.value };
  const problems: CarrierProblems = {};
  for (const [path, problem] of Object.entries(check.problems)) {
    const [, index, field] = path.split(".");
    const row = rows[Number(index)];
    if (!row || (field !== "id" && field !== "name" && field !== "nameHe" && field !== "trackingUrl")) continue;
    (problems[row.key] ??= {})[field] ??= problemOf(field, problem.kind);
  }
  return { ok: false, problems };
}

/** The server's field errors (`carriers.2.trackingUrl`) placed on the rows they name, by position. */
export function serverErrorsOnRows(serverErrors: Record<string, string>, rows: readonly CarrierRow[]): Record<string, Partial<Record<CarrierField, string>>> {
  const placed: Record<string, Partial<Record<CarrierField, string>>> = {};
  for (const [path, message] of Object.entries(serverErrors)) {
    const [list, index, field] = path.split(".");
    const row = list === "carriers" ? rows[Number(index)] : undefined;
    if (!row || (field !== "id" && field !== "name" && field !== "nameHe" && field !== "trackingUrl")) continue;
    (placed[row.key] ??= {})[field] ??= message;
  }
  return placed;
}

/** A tracking link as shoppers will get it, for a number that looks like one; "" while the address is not one yet. */
export function exampleTrackingLink(trackingUrl: string): string {
  const pattern = trackingUrl.trim();
  return isTrackingUrlPattern(pattern) ? trackingUrlFor(pattern, "RR123456789IL") : "";
}
