import { DEATH_AGE_GROUPS, TOX_AGE_GROUPS } from '@hde/contracts';
import { UNKNOWN_AGE_GROUP } from '@hde/contracts/fields';

interface AgeBand<Label extends string> {
  readonly label: Label;
  readonly from: number;
  readonly to: number;
}

/** Bands read from the spec's labels ("0-9", "85+"), so the constants stay the one source. */
function bandsOf<Label extends string>(labels: readonly Label[]): AgeBand<Label>[] {
  return labels.flatMap((label) => {
    const match = /^(\d+)(?:-(\d+)|\+)$/.exec(label);
    if (!match) return [];
    return [{ label, from: Number(match[1]), to: match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY }];
  });
}

const DEATH_BANDS = bandsOf(DEATH_AGE_GROUPS);
const TOX_BANDS = bandsOf(TOX_AGE_GROUPS);

export type DeathAgeGroup = (typeof DEATH_AGE_GROUPS)[number] | typeof UNKNOWN_AGE_GROUP;
export type ToxicologyAgeGroup = (typeof TOX_AGE_GROUPS)[number];

function groupOf<Label extends string>(
  bands: AgeBand<Label>[],
  roundedAge: number | null,
): Label | 'Unknown' {
  if (roundedAge === null) return UNKNOWN_AGE_GROUP;
  return bands.find((band) => roundedAge >= band.from && roundedAge <= band.to)?.label ?? UNKNOWN_AGE_GROUP;
}

/** The death-case grouping (0-1, 2-4, ... 85+) of a floored age; Unknown when missing. */
export function deathAgeGroup(roundedAge: number | null): DeathAgeGroup {
  return groupOf(DEATH_BANDS, roundedAge);
}

/** The toxicology grouping (0-9, 10-14, ... 85+) of a floored age; Unknown when missing. */
export function toxicologyAgeGroup(roundedAge: number | null): ToxicologyAgeGroup {
  return groupOf(TOX_BANDS, roundedAge);
}
