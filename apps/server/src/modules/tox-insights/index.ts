import { askModel } from './model-provider.js';
import { buildPrompt } from './prompt.js';
import { RULE_SET_VERSION, runRules } from './rules/engine.js';
import { rendered, writeText, type InsightText } from './rules/text.js';
import type { InsightWriter, LlmConfig, ToxInsightInput, WrittenInsight } from './types.js';

export type { InsightWriter, LlmConfig, ToxInsightInput, WrittenInsight } from './types.js';
export { RULE_SET_VERSION } from './rules/engine.js';

const textOf = (text: InsightText) => ({
  summary: rendered(text.summary),
  causeOfDeath: rendered(text.causeOfDeath),
  mannerOfDeath: rendered(text.mannerOfDeath),
});

/**
 * Writes a case version's insights (ARCHITECTURE §10): the rules engine's findings always, worded by the model
 * when one is configured and its answer cites known findings in every sentence, else by the rules engine.
 */
export function createInsightWriter(options: { llm: LlmConfig | undefined }): InsightWriter {
  const { llm } = options;
  return {
    async write(input: ToxInsightInput, signal?: AbortSignal): Promise<WrittenInsight> {
      const fired = runRules(input);
      const findings = fired.map((item) => item.finding);
      const rules = { ...textOf(writeText(fired)), ruleSetVersion: RULE_SET_VERSION, findings };
      if (!llm) return { ...rules, provider: 'rules', model: null, promptHash: null };
      const prompt = buildPrompt(llm.model, input, findings);
      const answer = await askModel(llm, prompt, findings, signal);
      return answer.ok
        ? { ...rules, ...textOf(answer.text), provider: 'model', model: llm.model, promptHash: prompt.hash }
        : { ...rules, provider: 'rules', model: null, promptHash: prompt.hash };
    },
  };
}
export { normaliseEntry } from './normalise/entry.js';
export { normaliseAnalyte, type Analyte } from './normalise/analyte.js';
