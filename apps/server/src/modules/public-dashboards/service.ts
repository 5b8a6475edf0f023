import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  multipleQueryBodySchema,
  queryBodySchema,
  type DisclosureReport,
  type ParsedQueryBody,
  type PublicDashboard,
} from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { MAX_QUERY_BODY_NESTING, nestedDeeperThan } from '../../platform/anonymous-limits.js';
import { HttpError } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { publishedBodyKey } from './published-answers.js';
import { batchedReads } from './batched-reads.js';
import {
  preparePublicationTags,
  prepareStoredAnswers,
  publicationTags,
  publishedConfiguration,
  storedAnswers,
  storedReport,
} from './repo.js';

/** An answer of a public call and its entity tag. */
export interface TaggedAnswer<T> {
  etag: string;
  body: T;
}

/** Unknown, malformed, private and unpublished ids answer alike: a private workspace's existence stays hidden. */
const notFound = () => new HttpError(404, PUBLIC_DASHBOARD_ERRORS.notFound);
const notPublished = () => new HttpError(400, PUBLIC_DASHBOARD_ERRORS.notPublishedQuery);

/** The entity tag of one answer: the stored publication's tag with what the request asked. */
function entityTag(storedEtag: string, request: string): string {
  return `"${createHash('sha256').update(`${storedEtag}\n${request}`).digest('base64url').slice(0, 27)}"`;
}

/** At most this many bytes of answers are kept by request text (each entry: its key and its answer). */
const ANSWERS_BY_TEXT_BYTES = 32 * 1024 * 1024;

type PublicCall = 'query' | 'multiple';

/** A request body's text parsed against the call's schema; anything else is not a published body (400). */
function parsedBody<T>(text: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw notPublished();
  }
  if (nestedDeeperThan(value, MAX_QUERY_BODY_NESTING)) throw notPublished();
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw notPublished();
  return parsed.data;
}

/**
 * The anonymous calls (spec part 2 §7.2), answered from the stored publication and nothing else: a body is
 * looked up by its key (the hash of its canonical JSON) among the published ones, never run.
 *
 * Every query call first reads its workspace's current publication tag, public and published or 404, in a
 * statement batched with the calls waiting alongside it (batched-reads.ts): nothing about access is kept between
 * requests. The answer to a request text under a publication tag never changes, so it is kept by both (decision
 * 0015); a new publication or a private workspace changes or removes the tag.
 */
export function createPublicDashboardService(db: Database) {
  const answersStatement = prepareStoredAnswers(db);
  const tagsStatement = preparePublicationTags(db);
  const currentTag = batchedReads((ids: string[]) => publicationTags(tagsStatement, ids));
  const answersByText = new LRUCache<string, TaggedAnswer<string>>({
    maxSize: ANSWERS_BY_TEXT_BYTES,
    sizeCalculation: (answer, key) => key.length + answer.body.length,
  });

  /** The stored answers of the named bodies, in JSON text; 400 when one of them was not published. */
  async function answersOf(workspaceId: string, bodies: ParsedQueryBody[]) {
    const keys = bodies.map(publishedBodyKey);
    const stored = await storedAnswers(answersStatement, workspaceId, keys);
    if (!stored) throw notFound();
    const answers = keys.map((key) => {
      const answer = stored.answers.get(key);
      if (answer === undefined) throw notPublished();
      return answer;
    });
    return { etag: stored.etag, keys, answers };
  }

  async function answerOne(workspaceId: string, text: string) {
    const { etag, keys, answers } = await answersOf(workspaceId, [parsedBody(text, queryBodySchema)]);
    return { publication: etag, etag: entityTag(etag, `query\n${keys[0]}`), body: answers[0] as string };
  }

  async function answerNamed(workspaceId: string, text: string) {
    const bodies = parsedBody(text, multipleQueryBodySchema);
    const names = Object.keys(bodies);
    const { etag, keys, answers } = await answersOf(
      workspaceId,
      names.map((name) => bodies[name] as ParsedQueryBody),
    );
    const request = names.map((name, index) => `${JSON.stringify(name)}:${keys[index]}`).join(',');
    return {
      publication: etag,
      etag: entityTag(etag, `multiple\n${request}`),
      body: `{${names.map((name, index) => `${JSON.stringify(name)}:${answers[index]}`).join(',')}}`,
    };
  }

  /** The answer to a request text: kept by publication tag and text, else looked up among the stored ones. */
  async function answer(call: PublicCall, id: string, text: string): Promise<TaggedAnswer<string>> {
    if (!isUuid(id)) throw notFound();
    const workspaceId = id.toLowerCase();
    const tag = await currentTag(workspaceId);
    if (tag === undefined) throw notFound();
    const textKey = (publication: string) => `${workspaceId}\n${publication}\n${call}\n${text}`;
    const kept = answersByText.get(textKey(tag));
    if (kept) return kept;
    const { publication, ...tagged } = await (call === 'query' ? answerOne : answerNamed)(workspaceId, text);
    answersByText.set(textKey(publication), tagged);
    return tagged;
  }

  return {
    async configuration(workspaceId: string): Promise<TaggedAnswer<PublicDashboard>> {
      if (!isUuid(workspaceId)) throw notFound();
      const row = await publishedConfiguration(db, workspaceId.toLowerCase());
      if (!row) throw notFound();
      return {
        // The workspace's name is read live: a rename changes the answer, so it changes the tag.
        etag: entityTag(row.etag, `configuration\n${row.name}`),
        body: {
          workspaceId: workspaceId.toLowerCase(),
          name: row.name,
          live: true,
          lastUpdated: row.lastImported?.toISOString() ?? null,
          publishedAt: row.publishedAt.toISOString(),
          threshold: row.threshold,
          tabs: row.tabs,
        },
      };
    },

    /** One body's stored answer, as JSON text; the body is the request's text. */
    query: (workspaceId: string, text: string) => answer('query', workspaceId, text),

    /** Named bodies' stored answers, as one JSON object text; the bodies are the request's text. */
    queryMultiple: (workspaceId: string, text: string) => answer('multiple', workspaceId, text),

    /** The disclosure report for owners and admins (the route checks who asks). */
    async report(workspaceId: string): Promise<DisclosureReport> {
      const report = await storedReport(db, workspaceId);
      if (!report) throw new HttpError(404, PUBLIC_DASHBOARD_ERRORS.reportNotReady);
      return report;
    },
  };
}
