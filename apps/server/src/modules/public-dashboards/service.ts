import { createHash } from 'node:crypto';
import type { DisclosureReport, ParsedQueryBody, PublicDashboard } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { publishedBodyKey } from './published-answers.js';
import { prepareStoredAnswers, publishedConfiguration, storedAnswers, storedReport } from './repo.js';

/** An answer of a public call and its entity tag. */
export interface TaggedAnswer<T> {
  etag: string;
  body: T;
}

/** Unknown, malformed, private and unpublished ids answer alike: a private workspace's existence stays hidden. */
const notFound = () => new HttpError(404, PUBLIC_DASHBOARD_ERRORS.notFound);

/** The entity tag of one answer: the stored publication's tag with what the request asked. */
function entityTag(storedEtag: string, request: string): string {
  return `"${createHash('sha256').update(`${storedEtag}\n${request}`).digest('base64url').slice(0, 27)}"`;
}

/**
 * The anonymous calls (spec part 2 §7.2), answered from the stored publication and nothing else: a body is
 * looked up by its key (the hash of its canonical JSON) among the published ones, never run.
 */
export function createPublicDashboardService(db: Database) {
  const answersStatement = prepareStoredAnswers(db);

  /** The stored answers of the named bodies, in JSON text; 400 when one of them was not published. */
  async function answersOf(workspaceId: string, bodies: ParsedQueryBody[]) {
    if (!isUuid(workspaceId)) throw notFound();
    const keys = bodies.map(publishedBodyKey);
    const stored = await storedAnswers(answersStatement, workspaceId.toLowerCase(), keys);
    if (!stored) throw notFound();
    const answers = keys.map((key) => {
      const answer = stored.answers.get(key);
      if (answer === undefined) throw new HttpError(400, PUBLIC_DASHBOARD_ERRORS.notPublishedQuery);
      return answer;
    });
    return { etag: stored.etag, keys, answers };
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

    /** One body's stored answer, as JSON text. */
    async query(workspaceId: string, body: ParsedQueryBody): Promise<TaggedAnswer<string>> {
      const { etag, keys, answers } = await answersOf(workspaceId, [body]);
      return { etag: entityTag(etag, `query\n${keys[0]}`), body: answers[0] as string };
    },

    /** Named bodies' stored answers, as one JSON object text. */
    async queryMultiple(
      workspaceId: string,
      bodies: Record<string, ParsedQueryBody>,
    ): Promise<TaggedAnswer<string>> {
      const names = Object.keys(bodies);
      const { etag, keys, answers } = await answersOf(
        workspaceId,
        names.map((name) => bodies[name] as ParsedQueryBody),
      );
      const request = names.map((name, index) => `${JSON.stringify(name)}:${keys[index]}`).join(',');
      return {
        etag: entityTag(etag, `multiple\n${request}`),
        body: `{${names.map((name, index) => `${JSON.stringify(name)}:${answers[index]}`).join(',')}}`,
      };
    },

    /** The disclosure report for owners and admins (the route checks who asks). */
    async report(workspaceId: string): Promise<DisclosureReport> {
      const report = await storedReport(db, workspaceId);
      if (!report) throw new HttpError(404, PUBLIC_DASHBOARD_ERRORS.reportNotReady);
      return report;
    },
  };
}
