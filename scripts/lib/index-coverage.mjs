// Which Firestore index serves a query: the rules of Cloud Firestore (Standard edition, native
// mode), pure, over the query shapes scripts/lib/firestore-query-log.mjs records and the project's
// firestore.indexes.json. `checkIndexCoverage` answers, per query, the index (or the merged indexes)
// that serve it or the index to add, and the declared indexes no query used.
//
// The rules, from Firestore's documentation of index types, index merging and field exemptions.
// Where the documentation is silent this takes the stricter reading, so the check may ask for an
// index Firestore would not need, never the other way round:
// - Automatic single-field indexes exist for every field (and every subfield of a map) of a
//   collection: ascending, descending and array-contains, collection scope only. A field override
//   (fieldOverrides) replaces them for its field and every subfield under it (the longest matching
//   override wins): only the indexes it lists exist, so `"indexes": []` leaves none. Collection-group
//   single-field indexes exist only where an override lists them.
// - An index orders by its fields, then by the document name (`__name__`) in the direction of its
//   last ordered field (ascending when none), unless it names `__name__` itself. A single-field
//   index is (field, __name__ in the same direction); every collection has the document-name index
//   in both directions.
// - A query is normalised as Firestore does: orderBy on a field pinned by `==` (or is-null/is-nan)
//   is dropped, inequality fields not ordered explicitly are ordered after the explicit ones
//   (ascending, lexicographic), and `__name__` ends the order in the direction of the order before it.
//   `==`, `in`, is-null and is-nan are equalities (an `in` runs as one equality per value);
//   array-contains(-any) is the array filter; <, <=, >, >=, !=, not-in, is-not-null, is-not-nan are
//   inequalities. An `or` runs as its disjunctions (each must be served). Filters on `__name__` are
//   served by the document-name index.
// - One index serves a query when its fields are the query's equality fields (any order, either
//   direction) and its array field (array-contains mode), followed by exactly the query's order.
// - Index merging: a query with only equalities (no array filter, no inequality) and any order is
//   also served by several indexes, each being some of its equality fields followed by exactly its
//   order, together naming all of them (`a == · b ==` by the single-field indexes of a and b;
//   `a == · b == · order by c` by (a, c) and (b, c)). Firestore's documentation shows merging for
//   equalities only, so an array filter or an inequality with other filters needs one index.
// - Collection-group queries need COLLECTION_GROUP indexes, collection queries COLLECTION ones.
// - count() and other aggregations need the index of their query; select(), limit, offset and
//   cursors (which follow the order) change nothing.

const NAME = "__name__";
const ASC = "ASCENDING";
const DESC = "DESCENDING";
const CONTAINS = "CONTAINS";
const COLLECTION = "COLLECTION";
const COLLECTION_GROUP = "COLLECTION_GROUP";

const EQUALITY_OPS = new Set(["==", "in", "is-null", "is-nan"]);
const PINNING_OPS = new Set(["==", "is-null", "is-nan"]);
const ARRAY_OPS = new Set(["array-contains", "array-contains-any"]);
const INEQUALITY_OPS = new Set(["<", "<=", ">", ">=", "!=", "not-in", "is-not-null", "is-not-nan"]);

/** A field path's segments: `a.b`, `` a.`odd-key` `` (backticks quote a segment, `\` escapes). */
export function fieldSegments(path) {
  const segments = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < path.length; i += 1) {
    const c = path[i];
    if (c === "\\" && quoted) {
      current += path[i + 1] ?? "";
      i += 1;
    } else if (c === "`") {
      quoted = !quoted;
    } else if (c === "." && !quoted) {
      segments.push(current);
      current = "";
    } else {
      current += c;
    }
  }
  segments.push(current);
  return segments;
}

/** One spelling per field path, so `` `a`.b `` and `a.b` compare equal. */
export function canonicalField(path) {
  return fieldSegments(path)
    .map((s) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(s) ? s : `\`${s.replace(/[`\\]/g, (c) => `\\${c}`)}\``))
    .join(".");
}

const isPrefixOf = (prefix, segments) => prefix.length <= segments.length && prefix.every((s, i) => s === segments[i]);

/** The indexes the file declares, each as ordered fields (`__name__` last) with an id to report it by. */
function declaredIndexes(config) {
  return (config.indexes ?? []).map((entry, position) => {
    const fields = entry.fields.map((f) => ({ field: canonicalField(f.fieldPath), mode: f.arrayConfig ? CONTAINS : f.order === DESC ? DESC : ASC }));
    return {
      id: `indexes[${position}]`,
      source: "composite",
      collectionGroup: entry.collectionGroup,
      scope: entry.queryScope ?? COLLECTION,
      fields: withName(fields),
      entry,
      label: `${entry.collectionGroup} (${fields.map(modeLabel).join(", ")})${(entry.queryScope ?? COLLECTION) === COLLECTION_GROUP ? " collection group" : ""}`,
    };
  });
}

const modeLabel = ({ field, mode }) => `${field} ${mode === CONTAINS ? "array-contains" : mode === DESC ? "DESC" : "ASC"}`;

/** Appends the implicit `__name__` (in the direction of the last ordered field) unless named. */
function withName(fields) {
  if (fields.some((f) => f.field === NAME)) return fields;
  const lastOrdered = [...fields].reverse().find((f) => f.mode !== CONTAINS);
  return [...fields, { field: NAME, mode: lastOrdered?.mode ?? ASC }];
}

/** The override governing `field` of `collectionGroup` (the longest path that is it or holds it). */
function overrideFor(config, collectionGroup, field) {
  const segments = fieldSegments(field);
  let best;
  for (const [position, override] of (config.fieldOverrides ?? []).entries()) {
    if (override.collectionGroup !== collectionGroup) continue;
    const path = fieldSegments(override.fieldPath);
    if (isPrefixOf(path, segments) && (!best || path.length > best.path.length)) best = { path, override, position };
  }
  return best;
}

/** The single-field indexes that exist for one field (automatic, or as an override lists them). */
function singleFieldIndexes(config, collectionGroup, field, scope) {
  const governing = overrideFor(config, collectionGroup, field);
  const modes = governing
    ? (governing.override.indexes ?? [])
        .filter((i) => (i.queryScope ?? COLLECTION) === scope)
        .map((i) => (i.arrayConfig ? CONTAINS : i.order === DESC ? DESC : ASC))
    : scope === COLLECTION
      ? [ASC, DESC, CONTAINS]
      : [];
  return modes.map((mode) => ({
    id: governing ? `fieldOverrides[${governing.position}] ${field} ${mode} ${scope}` : `automatic ${collectionGroup}.${field} ${mode}`,
    source: governing ? "override" : "automatic",
    collectionGroup,
    scope,
    fields: [{ field, mode }, { field: NAME, mode: mode === DESC ? DESC : ASC }],
    label: `${collectionGroup}.${field} ${mode === CONTAINS ? "array-contains" : mode === DESC ? "DESC" : "ASC"}${scope === COLLECTION_GROUP ? " collection group" : ""} (single field${governing ? ", field override" : ""})`,
  }));
}

/** A filter tree as its disjunctions, each a list of field filters. */
function disjunctions(where) {
  if (!where) return [[]];
  if (where.and) {
    return where.and.reduce((acc, part) => acc.flatMap((left) => disjunctions(part).map((right) => [...left, ...right])), [[]]);
  }
  if (where.or) return where.or.flatMap(disjunctions);
  return [[where]];
}

/**
 * What one query needs of an index, per disjunction: scope, equality fields, the array field,
 * inequality fields and the normalised order (ending with `__name__`).
 */
export function requirementsOf(query) {
  const scope = query.allDescendants ? COLLECTION_GROUP : COLLECTION;
  return disjunctions(query.where).map((filters) => {
    const equalities = [];
    const inequalities = [];
    let arrayField = null;
    const pinned = new Set();
    const unknown = [];
    for (const { field: raw, op } of filters) {
      if (raw === undefined) {
        unknown.push(op);
        continue;
      }
      const field = canonicalField(raw);
      if (field === NAME) continue; // served by the document-name index
      if (EQUALITY_OPS.has(op)) {
        if (!equalities.includes(field)) equalities.push(field);
        if (PINNING_OPS.has(op)) pinned.add(field);
      } else if (ARRAY_OPS.has(op)) arrayField = field;
      else if (INEQUALITY_OPS.has(op)) {
        if (!inequalities.includes(field)) inequalities.push(field);
      } else unknown.push(op);
    }
    const sort = [];
    for (const order of query.orderBy ?? []) {
      const field = canonicalField(order.field);
      if (pinned.has(field) || sort.some((s) => s.field === field)) continue;
      sort.push({ field, mode: order.direction === DESC ? DESC : ASC });
      if (field === NAME) break;
    }
    if (sort.at(-1)?.field !== NAME) {
      for (const field of [...inequalities].sort()) {
        if (!sort.some((s) => s.field === field)) sort.push({ field, mode: sort.at(-1)?.mode ?? ASC });
      }
      sort.push({ field: NAME, mode: sort.at(-1)?.mode ?? ASC });
    }
    // An `in` field that is also ordered by is covered by the order itself.
    const filtered = equalities.filter((field) => !sort.some((s) => s.field === field));
    return { collectionGroup: query.collectionGroup, scope, equalities: filtered, arrayField, inequalities, sort, unknown };
  });
}

/**
 * The prefix fields through which `index` serves `req` (the equality / array fields it pins before
 * the query's order), or null when its tail is not exactly the query's order.
 */
function servedPrefix(index, req) {
  const k = index.fields.length - req.sort.length;
  if (k < 0) return null;
  for (let i = 0; i < req.sort.length; i += 1) {
    const have = index.fields[k + i];
    if (have.field !== req.sort[i].field || have.mode !== req.sort[i].mode) return null;
  }
  const prefix = new Set();
  for (const { field, mode } of index.fields.slice(0, k)) {
    if (prefix.has(field) || field === NAME) return null;
    const fits = field === req.arrayField ? mode === CONTAINS : req.equalities.includes(field) && mode !== CONTAINS;
    if (!fits) return null;
    prefix.add(field);
  }
  return prefix;
}

/** Every index that could serve a query of this collection group and scope. */
function candidateIndexes(config, declared, req) {
  const fields = new Set([...req.equalities, ...(req.arrayField ? [req.arrayField] : []), ...req.sort.map((s) => s.field)]);
  fields.delete(NAME);
  const documentName = [ASC, DESC].map((mode) => ({
    id: `document name ${mode}`,
    source: "automatic",
    fields: [{ field: NAME, mode }],
    label: `${req.collectionGroup} document name ${mode}`,
  }));
  return [
    ...documentName,
    ...[...fields].flatMap((field) => singleFieldIndexes(config, req.collectionGroup, field, req.scope)),
    ...declared.filter((index) => index.collectionGroup === req.collectionGroup && index.scope === req.scope),
  ];
}

/** The indexes that serve one disjunction, or null: one index if any fits, else a merge. */
function planFor(config, declared, req) {
  if (req.unknown.length > 0) return null;
  const wanted = [...req.equalities, ...(req.arrayField ? [req.arrayField] : [])];
  const fits = candidateIndexes(config, declared, req)
    .map((index) => ({ index, prefix: servedPrefix(index, req) }))
    .filter((fit) => fit.prefix !== null);
  // Automatic indexes first: a composite that only repeats one is reported as unused.
  const whole = fits.filter((fit) => fit.prefix.size === wanted.length).sort((a, b) => Number(a.index.source === "composite") - Number(b.index.source === "composite"));
  if (whole.length > 0) return [whole[0].index];
  if (req.arrayField || req.inequalities.length > 0 || wanted.length < 2) return null;
  const partial = fits.filter((fit) => fit.prefix.size > 0);
  const left = new Set(wanted);
  const plan = [];
  while (left.size > 0) {
    let best;
    for (const fit of partial) {
      const gain = [...fit.prefix].filter((field) => left.has(field)).length;
      const better = !best || gain > best.gain || (gain === best.gain && best.fit.index.source === "composite" && fit.index.source !== "composite");
      if (gain > 0 && better) best = { fit, gain };
    }
    if (!best) return null;
    plan.push(best.fit.index);
    for (const field of best.fit.prefix) left.delete(field);
  }
  return plan;
}

/**
 * The index to add for a disjunction no index serves, as firestore.indexes.json spells it: a
 * composite index, or (for what one field's index would serve) the field override that lists it.
 */
export function indexToAdd(config, req) {
  const fields = [
    ...req.equalities.map((field) => ({ field, mode: ASC })),
    ...(req.arrayField ? [{ field: req.arrayField, mode: CONTAINS }] : []),
    ...req.sort,
  ];
  // The trailing `__name__` is implicit when it runs in the direction of the field before it.
  const last = fields.at(-1);
  const before = [...fields.slice(0, -1)].reverse().find((f) => f.mode !== CONTAINS);
  if (last.field === NAME && last.mode === (before?.mode ?? ASC)) fields.pop();
  const spell = ({ field, mode }) => (mode === CONTAINS ? { fieldPath: field, arrayConfig: "CONTAINS" } : { fieldPath: field, order: mode });
  if (fields.length >= 2) {
    return { kind: "indexes", entry: { collectionGroup: req.collectionGroup, queryScope: req.scope, fields: fields.map(spell) } };
  }
  const [only] = fields;
  const governing = overrideFor(config, req.collectionGroup, only.field);
  const kept = governing ? (governing.override.indexes ?? []) : [ASC, DESC].map((order) => ({ order, queryScope: COLLECTION })).concat([{ arrayConfig: "CONTAINS", queryScope: COLLECTION }]);
  const { fieldPath: _fieldPath, ...index } = spell(only);
  return {
    kind: "fieldOverrides",
    entry: { collectionGroup: req.collectionGroup, fieldPath: only.field, indexes: [...kept, { ...index, queryScope: req.scope }] },
  };
}

/** A query in one line: `orders: userId == · orderDate >= · order orderDate ASC · count`. */
export function describeQuery(query) {
  const filters = disjunctions(query.where).map((conj) => conj.map((f) => `${f.field} ${f.op}`).join(" · "));
  const parts = [
    `${query.allDescendants ? "collection group " : ""}${query.parent ? `${query.parent}/` : ""}${query.collectionGroup}`,
    filters.length > 1 ? `(${filters.join(") or (")})` : filters[0] || "all",
  ];
  if (query.orderBy?.length) parts.push(`order ${query.orderBy.map((o) => `${o.field} ${o.direction === DESC ? "DESC" : "ASC"}`).join(", ")}`);
  if (query.startAt || query.endAt) parts.push("cursor");
  if (query.limited) parts.push("limit");
  if (query.aggregations) parts.push(query.aggregations.join(", "));
  if (query.reads && query.reads !== "plain") parts.push(query.reads);
  return `${parts[0]}: ${parts.slice(1).join(" · ")}`;
}

/**
 * Holds every query the app ran (log entries with `origins.app > 0`) against `config`
 * (firestore.indexes.json). Answers:
 * - `checked`: per app query, `{ entry, plans }` (each disjunction's serving indexes' labels);
 * - `missing`: per app query no index serves, `{ entry, toAdd: [index to add per unserved disjunction] }`;
 * - `unusedComposites`, `unusedOverrideIndexes`: declared indexes no checked query used (labels);
 * - `notHeld`: the entries of the tests' own reads and unmarked clients, not held to the indexes.
 */
export function checkIndexCoverage(entries, config) {
  const declared = declaredIndexes(config);
  const used = new Set();
  const checked = [];
  const missing = [];
  const notHeld = [];
  for (const entry of entries) {
    if (!(entry.origins?.app > 0)) {
      notHeld.push(entry);
      continue;
    }
    const plans = [];
    const toAdd = [];
    for (const req of requirementsOf(entry.query)) {
      const plan = planFor(config, declared, req);
      if (plan) {
        for (const index of plan) used.add(index.id);
        plans.push(plan.map((index) => index.label));
      } else {
        toAdd.push(req.unknown.length > 0 ? { kind: "unknown", entry: { operators: req.unknown } } : indexToAdd(config, req));
      }
    }
    checked.push({ entry, plans });
    if (toAdd.length > 0) missing.push({ entry, toAdd });
  }
  const unusedComposites = declared.filter((index) => !used.has(index.id)).map((index) => index.label);
  const unusedOverrideIndexes = [];
  for (const [position, override] of (config.fieldOverrides ?? []).entries()) {
    for (const index of override.indexes ?? []) {
      const mode = index.arrayConfig ? CONTAINS : index.order === DESC ? DESC : ASC;
      const scope = index.queryScope ?? COLLECTION;
      const id = `fieldOverrides[${position}] ${canonicalField(override.fieldPath)} ${mode} ${scope}`;
      if (!used.has(id)) unusedOverrideIndexes.push(`${override.collectionGroup}.${override.fieldPath} ${mode} ${scope} (field override)`);
    }
  }
  return { checked, missing, unusedComposites, unusedOverrideIndexes, notHeld };
}

/** The check's report as lines of text, and whether it passed (no app query lacks an index). */
export function formatCoverage(result, { complete = true } = {}) {
  const runs = result.checked.reduce((n, c) => n + c.entry.runs, 0);
  const lines = [`Index coverage: ${result.checked.length} query shape(s) the app ran (${runs} runs) held to firestore.indexes.json.`];
  for (const { entry, toAdd } of result.missing) {
    lines.push(`  ✗ No index serves ${describeQuery(entry.query)}`);
    if (entry.sites.length > 0) lines.push(`      run at ${entry.sites.join("; ")}`);
    for (const add of toAdd) {
      if (add.kind === "unknown") lines.push(`      operators the check does not know: ${add.entry.operators.join(", ")}`);
      else lines.push(`      add to "${add.kind}" in firestore.indexes.json:`, ...JSON.stringify(add.entry, null, 2).split("\n").map((l) => `        ${l}`));
    }
  }
  if (result.missing.length === 0) lines.push("  ✓ Every one is served by an index.");
  const unused = [...result.unusedComposites, ...result.unusedOverrideIndexes];
  if (unused.length > 0 && complete) {
    lines.push(
      `  Warning: ${unused.length} declared index(es) no query of the run used (each costs writes; remove it if no query needs it):`,
      ...unused.map((label) => `    - ${label}`),
    );
  } else if (unused.length > 0) {
    lines.push(`  ${unused.length} declared index(es) not used by this partial run (a whole API run lists the unused ones).`);
  }
  if (result.notHeld.length > 0) {
    const notHeldRuns = result.notHeld.reduce((n, e) => n + e.runs, 0);
    lines.push(`  (${result.notHeld.length} shape(s), ${notHeldRuns} runs, were the tests' own reads or unmarked clients: not held to the indexes.)`);
  }
  return { ok: result.missing.length === 0, lines };
}
