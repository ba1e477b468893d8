/**
 * One rule for a file's name, wherever it comes from (an upload, the platform) and wherever it goes (the
 * checks of spec 3 §5, storage, the screen, a download): the name is normalised first and every check reads
 * the normalised name, so what is checked is what is stored and shown. The rule is idempotent: the name it
 * gives is the name it gives again, so no later pass can turn a name that passed the checks into another.
 */

/** Bidirectional controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM): they can make 'evil.hta' read as 'evil.pdf'. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** C0 and C1 controls, every format character (zero-width, soft hyphen, word joiner, tags…) and line separators. */
const CONTROLS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/**
 * An NTFS alternate data stream suffix: 'evil.js::$DATA', 'evil.js:stream:$DATA', or 'evil.js:stream' after a
 * name whose extension starts with a letter. A colon elsewhere ('Meeting 10:30.pdf', 'Report v1.2: final') is
 * part of the name.
 */
const STREAM_SUFFIX = /(?::[^:]*)?::?\$[A-Za-z]+$|(?<=\.[A-Za-z][A-Za-z0-9]{0,9}):[^:.\s]*$/;
/** Longer names are cut to this many characters. */
export const MAX_FILE_NAME_LENGTH = 255;

/** Removes every bidirectional control character (for any name shown to a person). */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * A file name as the portal checks, stores and shows it: the last path segment only, Unicode NFC, no
 * control, format (bidirectional, zero-width) characters, no alternate-stream suffix, no trailing dots or
 * spaces (which Windows drops, so 'evil.js.' is 'evil.js'), at most 255 characters. May be '' (no usable name).
 */
export function normaliseFileName(raw: string): string {
  let name = raw ?? '';
  // Each pass may expose what the one before left (a suffix uncovered by the cut to 255): repeat until stable.
  for (let previous: string | null = null; previous !== name;) {
    previous = name;
    name = normaliseOnce(name);
  }
  return name;
}

function normaliseOnce(raw: string): string {
  let name = raw.normalize('NFC').replace(BIDI_CONTROLS, '').replace(CONTROLS, '');
  name = (name.split(/[\\/]/).pop() ?? '').slice(0, MAX_FILE_NAME_LENGTH);
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(STREAM_SUFFIX, '').replace(/[.\s]+$/u, '');
  }
  return name.trim();
}
