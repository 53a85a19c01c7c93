/**
 * One line of text as the PDF draws it. pdfkit lays glyphs left to right; a Hebrew line is read right
 * to left with numbers and Latin words left to right inside it. The Unicode bidirectional algorithm
 * (bidi-js) puts the line's characters in the order they are seen (mirroring brackets), and the line is
 * cut into runs by font: the embedded font comes as two files (its Hebrew and its Latin subsets).
 */
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

export type LineDirection = "ltr" | "rtl";

const FIRST_STRONG = /[\p{L}]/u;
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/**
 * A piece of data's own direction, as HTML's `dir="auto"` takes it: its first letter's (a Latin
 * address in a Hebrew receipt stays "214 Mercer Street", not "Mercer Street … 214"); `fallback`
 * when it has no letter.
 */
export function directionOf(text: string, fallback: LineDirection): LineDirection {
  const letter = FIRST_STRONG.exec(text)?.[0];
  if (!letter) return fallback;
  return RIGHT_TO_LEFT_LETTER.test(letter) ? "rtl" : "ltr";
}

/** A piece of a line drawn in one font, in the order seen from left to right. */
export interface VisualRun {
  text: string;
  /** Drawn with the Hebrew subset (letters, points, punctuation of the Hebrew block, the shekel sign). */
  hebrew: boolean;
}

const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f\u20aa]/u;

/** Whether a character is drawn with the Hebrew font. */
export const isHebrewGlyph = (char: string) => HEBREW.test(char);

/** `text` (one line, logical order) in visual order: left to right as it is seen, in a paragraph of `direction`. */
export function visualOrder(text: string, direction: LineDirection): string {
  const levels = bidi.getEmbeddingLevels(text, direction);
  return bidi.getReorderedString(text, levels);
}

/**
 * Invisible characters that only steer the bidi algorithm (marks, embeddings, isolates, as money
 * formatted for Hebrew carries): they have no glyph, so they are left out once the order is made.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** What a reader copies: the line in logical order without bidi controls, no-break spaces as spaces. */
export const plainText = (text: string) => text.replace(BIDI_CONTROLS, "").replace(/\u00a0/g, " ");

/** The line's runs by font, left to right as seen. */
export function visualRuns(text: string, direction: LineDirection): VisualRun[] {
  const runs: VisualRun[] = [];
  for (const char of plainText(visualOrder(text, direction))) {
    const hebrew = isHebrewGlyph(char);
    const last = runs[runs.length - 1];
    // A space joins the run it sits in: no font switch for it (both subsets have one).
    if (last && (last.hebrew === hebrew || char === " ")) last.text += char;
    else runs.push({ text: char, hebrew });
  }
  return runs;
}
