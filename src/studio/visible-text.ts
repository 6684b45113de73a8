/**
 * Bidirectional controls a visitor can type (or a browser can put in a file name) that reorder
 * the text after them: U+202E makes "evil‮gnp.exe" read as "evilexe.png". The stored value
 * keeps them, as typed; the studio shows each one as a visible mark where it stands, so a
 * marketer sees what was sent rather than what it pretends to be.
 * The list is Unicode's Bidi_Control property (UAX #9): ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO,
 * LRI, RLI, FSI, PDI.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The text with every bidirectional control replaced by a visible ⟨U+XXXX⟩; other text unchanged. */
export function revealBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, (char) => `⟨${codePoint(char)}⟩`);
}
