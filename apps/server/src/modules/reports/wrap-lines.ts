/**
 * `text` broken into lines no wider than `width` as `measure` reads them: at spaces where it can, inside a word
 * only when the word alone is wider than a line. Nothing is dropped but the spaces lines break at. Each word is
 * measured once (a line's width is the sum of its words and spaces), so long texts cost linear time.
 */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  if (measure(text) <= width) return [text];
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const wide = measure(word);
    if (line !== '' && used + space + wide <= width) {
      line += ` ${word}`;
      used += space + wide;
      continue;
    }
    if (line !== '') lines.push(line);
    [line, used] = [word, wide];
    while (line.length > 1 && used > width) {
      const cut = longestFittingPrefix(line, width, measure);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      used = measure(line);
    }
  }
  lines.push(line);
  return lines;
}

/** The length of the longest prefix of `word` that fits, by bisection; at least one character. */
function longestFittingPrefix(word: string, width: number, measure: (text: string) => number): number {
  let low = 1;
  let high = word.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(word.slice(0, middle)) <= width) low = middle;
    else high = middle - 1;
  }
  return low;
}
