/**
 * One rule for a file's name, wherever it comes from (an upload, the platform) and wherever it goes (the
 * checks of spec 3 §5, storage, the screen, a download): the name is normalised first and every check reads
 * the normalised name, so what is checked is what is stored and shown.
 */

/** Bidirectional controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM): they can make 'evil.hta' read as 'evil.pdf'. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** C0 and C1 controls, and the zero-width characters that hide part of a name. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2028\u2029\ufeff]/g;
/**
 * An NTFS alternate data stream suffix: 'evil.js::$DATA', 'evil.js:stream:$DATA', or 'evil.js:stream' after a
 * name with an extension. A colon elsewhere ('Meeting 10:30.pdf') is part of the name.
 */
const STREAM_SUFFIX = /(?::[^:]*)?::?\$[A-Za-z]+$|(?<=\.[A-Za-z0-9]{1,10}):[^:.]*$/;
/** Longer names are cut to this many characters. */
export const MAX_FILE_NAME_LENGTH = 255;

/** Removes every bidirectional control character (for any name shown to a person). */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * A file name as the portal checks, stores and shows it: the last path segment only, Unicode NFC, no
 * control, bidirectional or zero-width characters, no alternate-stream suffix, no trailing dots or spaces
 * (which Windows drops, so 'evil.js.' is 'evil.js'), at most 255 characters. May be '' (no usable name).
 */
export function normaliseFileName(raw: string): string {
  let name = (raw ?? '').normalize('NFC').replace(BIDI_CONTROLS, '').replace(CONTROLS, '');
  name = name.split(/[\\/]/).pop() ?? '';
  // A stream suffix may itself be followed by dots or spaces, and a trailing dot may hide one: repeat until stable.
  for (let previous = ''; previous !== name; ) {
    previous = name;
    name = name.replace(STREAM_SUFFIX, '').replace(/[.\s]+$/u, '');
  }
  return name.trim().slice(0, MAX_FILE_NAME_LENGTH).replace(/[.\s]+$/u, '');
}
