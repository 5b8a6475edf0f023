import { substanceOf } from '../tox-cases/index.js';

/** The substances asked, normalised as saved entries are (tox-cases substanceOf), each once, in the order asked. */
export const substancesOf = (names: readonly string[]) => [
  ...new Set(names.map((name) => substanceOf(name))),
];
