import type { ToxFinding } from '@hde/contracts/api';
import { z } from 'zod';
import { statesDetermination } from './determination.js';
import type { Prompt } from './prompt.js';
import type { InsightText, Sentence } from './rules/text.js';
import type { LlmConfig } from './types.js';

const sentenceSchema = z.object({
  text: z.string().trim().min(1).max(600),
  findings: z.array(z.string()).min(1).max(40),
});
const answerSchema = z.object({
  summary: z.array(sentenceSchema).min(1).max(20),
  causeOfDeath: z.array(sentenceSchema).min(1).max(10),
  mannerOfDeath: z.array(sentenceSchema).min(1).max(10),
});

/** Largest answer body read; a bigger one is refused. */
const MAX_ANSWER_CHARS = 200_000;

/** More than one sentence in one item: a full stop, question or exclamation mark followed by more words. */
const ABBREVIATIONS = /\b(e\.g|i\.e|et al|approx|vs|ca|no|dr|st)\.\s/gi;
const isOneSentence = (text: string) => !/[.!?]\s+\S/.test(text.replace(ABBREVIATIONS, '$1 '));

/** Why a model's answer was refused, or its text when every sentence cites known findings only. */
export type ModelAnswer = { ok: true; text: InsightText } | { ok: false; reason: string };

function checkAnswer(content: string, findings: readonly ToxFinding[]): ModelAnswer {
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const answer = answerSchema.safeParse(parsed);
  if (!answer.success) return { ok: false, reason: 'not the required shape' };
  const known = new Set(findings.map((finding) => finding.id));
  const sentences: Sentence[] = [
    ...answer.data.summary,
    ...answer.data.causeOfDeath,
    ...answer.data.mannerOfDeath,
  ];
  for (const sentence of sentences) {
    const unknown = sentence.findings.find((id) => !known.has(id));
    if (unknown !== undefined) return { ok: false, reason: `cites unknown finding ${unknown.slice(0, 20)}` };
    if (!isOneSentence(sentence.text)) return { ok: false, reason: 'an item holds more than one sentence' };
    if (/\[[^\]]*\]/.test(sentence.text)) return { ok: false, reason: 'brackets inside a sentence' };
    if (statesDetermination(sentence.text)) return { ok: false, reason: 'states a determination' };
  }
  return { ok: true, text: answer.data };
}

/** Asks an OpenAI-compatible chat-completions endpoint; any failure is an answer refused, never a throw. */
export async function askModel(
  config: LlmConfig,
  prompt: Prompt,
  findings: readonly ToxFinding[],
  signal?: AbortSignal,
): Promise<ModelAnswer> {
  const signals = [AbortSignal.timeout(config.timeoutMs), ...(signal ? [signal] : [])];
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }),
      },
      body: JSON.stringify({
        model: config.model,
        messages: prompt.messages,
        temperature: 0,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.any(signals),
      redirect: 'error',
    });
    const body = await response.text();
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    if (body.length > MAX_ANSWER_CHARS) return { ok: false, reason: 'answer too large' };
    const content = contentOf(body);
    return content === undefined
      ? { ok: false, reason: 'no message content' }
      : checkAnswer(content, findings);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.name : 'request failed' };
  }
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

function contentOf(body: string): string | undefined {
  try {
    return completionSchema.safeParse(JSON.parse(body)).data?.choices[0]?.message.content;
  } catch {
    return undefined;
  }
}
