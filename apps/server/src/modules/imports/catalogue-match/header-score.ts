import type { CatalogueIndex } from './catalogue-index.js';
import { editDistance } from './edit-distance.js';

/** Below this a header is left unmapped: no guess is better than a wrong one. */
const MIN_SCORE = 0.75;
/** A runner-up field this close to the best makes the header ambiguous, so it is left unmapped. */
const AMBIGUITY_MARGIN = 0.1;
/** A word one typo away ("pathologst"), or a shortened word ("pathol"), counts for less than the word. */
const TYPO_CREDIT = 0.8;
const PREFIX_CREDIT = 0.6;
const TYPO_MIN_LENGTH = 5;
const PREFIX_MIN_LENGTH = 4;

export interface ScoredField {
  readonly fieldId: string;
  /** 1 for the same words as one of the field's names; whole words count fully, near words partly. */
  readonly score: number;
  /** True when a typo or shortened word was needed. */
  readonly inexact: boolean;
}

function wordCredit(headerWord: string, nameWord: string, vocabulary: ReadonlySet<string>): number {
  if (headerWord === nameWord) return 1;
  // "Weight" is no typo of "height": both are words of the catalogue.
  if (vocabulary.has(headerWord)) return 0;
  const [shorter, longer] =
    headerWord.length <= nameWord.length ? [headerWord, nameWord] : [nameWord, headerWord];
  if (shorter.length >= TYPO_MIN_LENGTH && editDistance(shorter, longer, 1) <= 1) return TYPO_CREDIT;
  // A shortened header word ("contrib") only: a longer one is another word ("reported" is no "report").
  if (headerWord.length >= PREFIX_MIN_LENGTH && nameWord.startsWith(headerWord)) return PREFIX_CREDIT;
  return 0;
}

/** Dice overlap of two word sets, each name word paired with its best unused header word. */
function nameScore(
  header: readonly string[],
  name: readonly string[],
  vocabulary: ReadonlySet<string>,
): { score: number; inexact: boolean } {
  const used = new Set<number>();
  let credit = 0;
  let inexact = false;
  for (const nameWord of name) {
    let best = 0;
    let bestAt = -1;
    header.forEach((headerWord, at) => {
      if (used.has(at)) return;
      const wordScore = wordCredit(headerWord, nameWord, vocabulary);
      if (wordScore > best) {
        best = wordScore;
        bestAt = at;
      }
    });
    if (bestAt < 0) continue;
    used.add(bestAt);
    credit += best;
    if (best < 1) inexact = true;
  }
  return { score: (2 * credit) / (header.length + name.length), inexact };
}

/**
 * The field whose names share the most words with the header's, if it scores at least MIN_SCORE and no other
 * field comes within AMBIGUITY_MARGIN of it. `accepts` narrows the fields considered.
 */
export function bestField(
  tokens: readonly string[],
  index: CatalogueIndex,
  accepts: (fieldId: string) => boolean = () => true,
): ScoredField | null {
  const words = [...new Set(tokens)];
  if (words.length === 0) return null;
  const byField = new Map<string, ScoredField>();
  for (const { fieldId, tokens: nameWords } of index.names) {
    if (!accepts(fieldId)) continue;
    const { score, inexact } = nameScore(words, nameWords, index.vocabulary);
    const current = byField.get(fieldId);
    if (!current || score > current.score || (score === current.score && current.inexact && !inexact)) {
      byField.set(fieldId, { fieldId, score, inexact });
    }
  }
  const [best, runnerUp] = [...byField.values()].sort((a, b) => b.score - a.score);
  if (!best || best.score < MIN_SCORE) return null;
  if (runnerUp && best.score - runnerUp.score < AMBIGUITY_MARGIN) return null;
  return best;
}
