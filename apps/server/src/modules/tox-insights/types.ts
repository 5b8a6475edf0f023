import type { ToxEntry, ToxFinding } from '@hde/contracts/api';
import type { AppConfig } from '../../platform/config.js';

/** One case version as the insights job hands it over. */
export interface ToxInsightInput {
  age: string | number | null;
  sex: 'M' | 'F' | 'U' | null;
  race: string | null;
  location: string | null;
  scene: string | null;
  autopsy: string | null;
  notes: string | null;
  toxicology: ToxEntry[];
}

export interface WrittenInsight {
  summary: string;
  causeOfDeath: string;
  mannerOfDeath: string;
  provider: 'rules' | 'model';
  /** The model that wrote the text; null when the rules engine did. */
  model: string | null;
  ruleSetVersion: string;
  /** SHA-256 (hex) of the prompt sent to a model, also when its answer was refused; null when none was asked. */
  promptHash: string | null;
  findings: ToxFinding[];
}

export interface InsightWriter {
  write(input: ToxInsightInput, signal?: AbortSignal): Promise<WrittenInsight>;
}

export type LlmConfig = NonNullable<AppConfig['llm']>;
