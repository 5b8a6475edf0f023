import type { FastifyReply } from 'fastify';

/**
 * Sends JSON a service wrote already (cached or stored answers are kept as the JSON the API answers with): the
 * text goes out as it is, so the route's response schema documents the answer but does not walk it again.
 */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/** Named answers (JSON texts) as one JSON object text, none serialised again. */
export const namedJsonText = (names: readonly string[], answers: readonly string[]) =>
  `{${names.map((name, index) => `${JSON.stringify(name)}:${answers[index]}`).join(',')}}`;
