/** About how wide one character of an 11 px axis label is. */
export const LABEL_CHAR_PX = 6.5;
/** Height of one line of an axis label. */
export const LABEL_LINE_PX = 14;

/**
 * A category's name in lines of at most `maxChars`, broken between words (a word longer than a line
 * stands alone): the axis shows every name whole (issue 23 item 15: sector names were cut with '…').
 */
export function wrapLabel(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length ? lines : [''];
}

/** The longest single word among the names, in characters. */
export const longestWord = (names: readonly string[]): number =>
  Math.max(0, ...names.flatMap((n) => n.split(/\s+/).map((w) => w.length)));
