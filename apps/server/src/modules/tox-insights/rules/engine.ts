import type { ToxFinding } from '@hde/contracts/api';
import { normaliseEntry } from '../normalise/entry.js';
import type { ToxInsightInput } from '../types.js';
import { bloodConcentration } from './concentration-rules.js';
import {
  allNegative,
  autopsyContext,
  noBlood,
  noEntries,
  noQuantitative,
  notInterpreted,
} from './data-rules.js';
import {
  classScreenPositive,
  cnsDepressantCombination,
  ethanolSpecimensDisagree,
  heroinMarker,
  metaboliteWithoutParent,
  naloxoneDetected,
  opioidManner,
  presumptiveOnly,
  substanceDetected,
  urineOnly,
} from './substance-rules.js';
import type { Fact, Rule } from './types.js';

/** Bumped whenever a rule, the dictionary or the reference table changes what an insight says. */
export const RULE_SET_VERSION = 'tox-rules-1.0.0';

/** In the order their findings are numbered. */
export const RULES: readonly Rule[] = [
  noEntries,
  allNegative,
  substanceDetected,
  heroinMarker,
  metaboliteWithoutParent,
  bloodConcentration,
  cnsDepressantCombination,
  urineOnly,
  presumptiveOnly,
  classScreenPositive,
  ethanolSpecimensDisagree,
  naloxoneDetected,
  noBlood,
  noQuantitative,
  notInterpreted,
  autopsyContext,
  opioidManner,
];

export interface FiredFinding {
  finding: ToxFinding;
  fact: Fact;
}

/** Every finding the rules fire on one case version, numbered F1, F2, ... */
export function runRules(input: ToxInsightInput): FiredFinding[] {
  const context = { input, entries: input.toxicology.map(normaliseEntry) };
  const fired: FiredFinding[] = [];
  for (const rule of RULES) {
    for (const draft of rule.apply(context)) {
      fired.push({
        finding: {
          id: `F${fired.length + 1}`,
          rule: rule.id,
          statement: draft.statement,
          inputs: draft.inputs,
          source: draft.source ?? rule.source,
          caveat: draft.caveat ?? rule.caveat,
        },
        fact: draft.fact,
      });
    }
  }
  return fired;
}
