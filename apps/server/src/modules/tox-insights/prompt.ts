import { createHash } from 'node:crypto';
import { TOX_AUTOPSY_OPTIONS } from '@hde/contracts/api';
import type { ToxFinding } from '@hde/contracts/api';
import type { ToxInsightInput } from './types.js';

/**
 * What a model is told about the case: no case id, location, race, scene or notes (free text may name people),
 * no raw entry text (findings' inputs stay home). Age only as a number with a unit, 90 and over as one group;
 * autopsy only as one of the form's options.
 */
export interface ModelCaseContext {
  age: string;
  sex: 'male' | 'female' | 'unknown';
  autopsy: string;
}

const AGE = /^\s*(\d{1,3}(?:\.\d+)?)\s*(years?|yrs?|y|months?|mos?|mo|weeks?|wks?|days?|d)?\s*(?:old)?\s*$/i;

function ageOf(age: ToxInsightInput['age']): string {
  const match = typeof age === 'number' ? [String(age), String(age), 'years'] : AGE.exec(age ?? '');
  if (!match) return 'not stated';
  const value = Number(match[1]);
  const unit = (match[2] ?? 'years').toLowerCase();
  const years = /^y/.test(unit);
  if (!Number.isFinite(value) || value < 0) return 'not stated';
  if (years && value >= 90) return '90 years or older';
  const unitName = years ? 'years' : /^mo/.test(unit) ? 'months' : /^w/.test(unit) ? 'weeks' : 'days';
  return `${value} ${unitName}`;
}

export function modelContext(input: ToxInsightInput): ModelCaseContext {
  const autopsy = TOX_AUTOPSY_OPTIONS.find((option) => option === input.autopsy?.trim());
  return {
    age: ageOf(input.age),
    sex: input.sex === 'M' ? 'male' : input.sex === 'F' ? 'female' : 'unknown',
    autopsy: autopsy ?? 'not stated',
  };
}

const SYSTEM = [
  'You help a medicolegal death investigator read toxicology. A rules engine has already produced numbered',
  'findings, each with its published source and caveat. Write a case summary, a cause-of-death hypothesis and a',
  'manner-of-death hypothesis from those findings only.',
  'Answer with JSON only, exactly this shape:',
  '{"summary":[{"text":"...","findings":["F1"]}],"causeOfDeath":[{"text":"...","findings":["F2"]}],',
  '"mannerOfDeath":[{"text":"...","findings":["F3"]}]}',
  'Rules: each "text" is ONE sentence; every sentence cites in "findings" the ids of the findings it rests on,',
  'and says nothing those findings do not say; cite only ids from the list. Hypotheses, never determinations:',
  'write "consistent with" or "insufficient data to", never "the cause of death is" or "the manner of death is".',
  'Keep every caveat that changes the meaning. No names, no speculation about the person.',
].join('\n');

export interface Prompt {
  messages: { role: 'system' | 'user'; content: string }[];
  /** SHA-256 (hex) of the model name and messages: what was asked, for the record. */
  hash: string;
}

export function buildPrompt(model: string, input: ToxInsightInput, findings: readonly ToxFinding[]): Prompt {
  const user = JSON.stringify({
    context: modelContext(input),
    findings: findings.map(({ id, rule, statement, source, caveat }) => ({
      id,
      rule,
      statement,
      source,
      caveat,
    })),
  });
  const messages = [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: user },
  ];
  const hash = createHash('sha256').update(JSON.stringify({ model, messages })).digest('hex');
  return { messages, hash };
}
