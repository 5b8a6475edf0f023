/** The `message` of an API error reply, as a test reads it. */
export const messageOf = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;
