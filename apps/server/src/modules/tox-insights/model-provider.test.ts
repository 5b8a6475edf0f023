import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInsightWriter, RULE_SET_VERSION } from './index.js';
import { caseWith } from './test-support.js';
import type { LlmConfig } from './types.js';

type Behaviour =
  | 'good'
  | 'fenced'
  | 'uncited'
  | 'unknown-id'
  | 'garbage'
  | 'determination'
  | 'two-sentences'
  | '500'
  | 'hang'
  | 'no-choices';

let behaviour: Behaviour = 'good';
let received: { body: string; authorization: string | undefined; path: string | undefined }[] = [];
let server: Server;
let llm: LlmConfig;

const completion = (content: string) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

/** The ids of the findings the prompt listed. */
function findingIds(body: string): string[] {
  const request = JSON.parse(body) as { messages: { role: string; content: string }[] };
  const user = JSON.parse(request.messages.find((message) => message.role === 'user')?.content ?? '{}') as {
    findings: { id: string }[];
  };
  return user.findings.map((finding) => finding.id);
}

function answer(
  ids: string[],
  overrides: Partial<Record<'summary' | 'causeOfDeath' | 'mannerOfDeath', unknown>> = {},
) {
  return JSON.stringify({
    summary: [
      {
        text: 'Fentanyl was found in femoral blood at a concentration listed with coma or death.',
        findings: ids.slice(0, 2),
      },
    ],
    causeOfDeath: [{ text: 'The findings are consistent with fentanyl toxicity.', findings: [ids[1]] }],
    mannerOfDeath: [
      { text: 'Insufficient data to suggest a manner from toxicology alone.', findings: [ids.at(-1)] },
    ],
    ...overrides,
  });
}

async function respond(
  request: IncomingMessage,
  body: string,
  reply: (status: number, text: string) => void,
) {
  const ids = findingIds(body);
  switch (behaviour) {
    case 'good':
      return reply(200, completion(answer(ids)));
    case 'fenced':
      return reply(200, completion(`\`\`\`json\n${answer(ids)}\n\`\`\``));
    case 'uncited':
      return reply(
        200,
        completion(answer(ids, { causeOfDeath: [{ text: 'Fentanyl killed him.', findings: [] }] })),
      );
    case 'unknown-id':
      return reply(
        200,
        completion(answer(ids, { causeOfDeath: [{ text: 'Consistent with toxicity.', findings: ['F99'] }] })),
      );
    case 'garbage':
      return reply(200, completion('I think it was probably drugs.'));
    case 'determination':
      return reply(
        200,
        completion(
          answer(ids, {
            causeOfDeath: [{ text: 'The cause of death is fentanyl toxicity.', findings: [ids[0]] }],
          }),
        ),
      );
    case 'two-sentences':
      return reply(
        200,
        completion(
          answer(ids, {
            summary: [{ text: 'Fentanyl was found. He was a known user.', findings: [ids[0]] }],
          }),
        ),
      );
    case '500':
      return reply(500, '{"error":"overloaded"}');
    case 'no-choices':
      return reply(200, '{}');
    case 'hang':
      return new Promise<void>((resolve) => request.socket.once('close', () => resolve()));
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body, authorization: request.headers.authorization, path: request.url });
      void respond(request, body, (status, text) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  llm = { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'stub-model', apiKey: 'secret-key', timeoutMs: 400 };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

const CASE = caseWith(
  ['Fentanyl | LC-MS/MS | Blood Femoral | 12 ng/mL', 'Zorblax Q. Publicperson | GC | Urine | Positive'],
  {
    age: '17 months',
    race: 'Asian',
    location: '12 Secret Lane, Springfield',
    scene: 'Found by his brother John Doe',
    notes: 'Call Dr. Jane Roe',
  },
);

describe('the model provider', () => {
  it('uses the model when every sentence cites known findings, and records model, rule set and prompt hash', async () => {
    const written = await createInsightWriter({ llm }).write(CASE);
    expect(written).toMatchObject({
      provider: 'model',
      model: 'stub-model',
      ruleSetVersion: RULE_SET_VERSION,
      causeOfDeath: 'The findings are consistent with fentanyl toxicity [F2].',
    });
    expect(written.promptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(written.findings.map((finding) => finding.id)).toEqual(findingIds(received[0]?.body ?? ''));
  });

  it('accepts an answer wrapped in a Markdown code fence', async () => {
    behaviour = 'fenced';
    expect((await createInsightWriter({ llm }).write(CASE)).provider).toBe('model');
    behaviour = 'good';
  });

  it('sends findings and a de-identified context only, to /chat/completions with the key', async () => {
    await createInsightWriter({ llm }).write(CASE);
    const [request] = received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer secret-key');
    for (const secret of ['Secret Lane', 'Springfield', 'John Doe', 'Jane Roe', 'Publicperson', 'Asian']) {
      expect(request?.body).not.toContain(secret);
    }
    const user = JSON.parse(
      (JSON.parse(request?.body ?? '{}') as { messages: { content: string }[] }).messages[1]?.content ?? '{}',
    ) as { context: unknown };
    expect(user.context).toEqual({ age: '17 months', sex: 'male', autopsy: 'Yes - Full Autopsy' });
  });

  it('hashes the same prompt the same way, and a different case differently', async () => {
    const writer = createInsightWriter({ llm });
    const first = await writer.write(CASE);
    const again = await writer.write(CASE);
    const other = await writer.write(caseWith(['Morphine | LC-MS/MS | Blood Femoral | 80 ng/mL']));
    expect(again.promptHash).toBe(first.promptHash);
    expect(other.promptHash).not.toBe(first.promptHash);
  });

  it.each<Behaviour>([
    'uncited',
    'unknown-id',
    'garbage',
    'determination',
    'two-sentences',
    '500',
    'no-choices',
    'hang',
  ])('falls back to the rules engine when the model answers %s', async (answerKind) => {
    behaviour = answerKind;
    const rules = await createInsightWriter({ llm: undefined }).write(CASE);
    const written = await createInsightWriter({ llm }).write(CASE);
    behaviour = 'good';
    expect(written).toEqual({ ...rules, promptHash: written.promptHash });
    expect(written.provider).toBe('rules');
    expect(written.model).toBeNull();
    expect(written.promptHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('falls back when nothing listens at the address', async () => {
    const nowhere = { ...llm, baseUrl: 'http://127.0.0.1:9/v1' };
    expect((await createInsightWriter({ llm: nowhere }).write(CASE)).provider).toBe('rules');
  });

  it('falls back when the caller aborts', async () => {
    behaviour = 'hang';
    const controller = new AbortController();
    const writing = createInsightWriter({ llm: { ...llm, timeoutMs: 60_000 } }).write(
      CASE,
      controller.signal,
    );
    controller.abort();
    expect((await writing).provider).toBe('rules');
    behaviour = 'good';
  });

  it('asks no model and records no prompt without LLM settings', async () => {
    const written = await createInsightWriter({ llm: undefined }).write(CASE);
    expect(written).toMatchObject({ provider: 'rules', model: null, promptHash: null });
    expect(received).toEqual([]);
  });
});
