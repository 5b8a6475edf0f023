import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { activities } from '../../platform/db/schema.js';
import type { TestApp } from '../test-app.js';

/** A successful call of one route, and who it was made for (null: anonymous). */
interface ScenarioCall {
  response: LightMyRequestResponse;
  userId: string | null;
  /** The action the call must record, where the audit names one. */
  action?: string;
}

/** Prepares what the route needs (with other requests), then makes the one call under test. */
export type Scenario = (ctx: TestApp) => Promise<ScenarioCall>;

/** The activities recorded by the request that answered `response` (its `x-request-id`). */
export async function activitiesOf(ctx: TestApp, response: LightMyRequestResponse) {
  const requestId = response.headers['x-request-id'];
  if (typeof requestId !== 'string') throw new Error('the reply names no request id');
  return ctx.database.db.select().from(activities).where(eq(activities.requestId, requestId));
}

/** Throws when a preparing call fails, so a scenario never tests what it did not set up. */
export function expectOk(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}
