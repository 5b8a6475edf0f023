import { normaliseAnalyte } from '../tox-insights/index.js';

/** A substance as saved entries carry it: the parent drug, a panel's name, or the name trimmed in lower case. */
function substanceOf(name: string): string {
  const analyte = normaliseAnalyte(name);
  if (analyte.kind === 'substance') return analyte.entry.substance;
  if (analyte.kind === 'panel') return analyte.entry.panel;
  return name.trim().toLowerCase();
}

/** The substances asked, normalised, each once, in the order first asked. */
export const substancesOf = (names: readonly string[]) => [...new Set(names.map(substanceOf))];
