import type { NormalisedEntry } from '../normalise/entry.js';
import type { ToxInsightInput } from '../types.js';

interface RuleContext {
  input: ToxInsightInput;
  entries: NormalisedEntry[];
}

/** Where a concentration lies against the reference table. */
export type Level =
  'below therapeutic' | 'therapeutic' | 'above therapeutic' | 'below toxic' | 'toxic' | 'fatal';

/** What a finding means for the text: the text is written from these, never from the entries directly. */
export type Fact =
  | { kind: 'no-entries' }
  | { kind: 'no-blood' }
  | { kind: 'no-quantitative' }
  | { kind: 'not-interpreted'; count: number }
  | { kind: 'all-negative' }
  | { kind: 'detected'; substance: string; specimens: string[] }
  | { kind: 'concentration'; substance: string; level: Level; text: string; site: string }
  | { kind: 'combination'; substances: string[] }
  | { kind: 'heroin-marker' }
  | { kind: 'metabolite-only'; substance: string }
  | { kind: 'urine-only'; substance: string }
  | { kind: 'presumptive-only'; substance: string }
  | { kind: 'class-screen'; drugClass: string }
  | { kind: 'naloxone' }
  | { kind: 'ethanol-postmortem' }
  | { kind: 'autopsy'; status: 'full' | 'partial' | 'external' | 'none' | 'unknown' }
  | { kind: 'opioid-manner' };

export interface Draft {
  statement: string;
  inputs: string[];
  fact: Fact;
  /** Replace the rule's caveat and source when this finding needs more specific ones (a reference row's). */
  caveat?: string;
  source?: string;
}

export interface Rule {
  id: string;
  /** The published source the rule rests on. */
  source: string;
  caveat: string;
  apply(context: RuleContext): Draft[];
}
