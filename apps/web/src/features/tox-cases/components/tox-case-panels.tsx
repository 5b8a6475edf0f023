import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToxCase, ToxEntry } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { sexLabel, shownValue } from '../lib/display';

const P = TOX_TEXT.page;
const F = TOX_TEXT.form.fields;
const na = (value: string | number | null) => shownValue(value, P.notAvailable);

/** Label above value, as a term and its description. */
function Fields({ items }: { items: readonly [label: string, value: string][] }) {
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

function EntryView({ entry, number }: { entry: ToxEntry; number: number }) {
  return (
    <Stack spacing={1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, height: '100%' }}>
      <Typography variant="subtitle2" component="h3">
        {TOX_TEXT.form.entry(number)}
      </Typography>
      <Fields
        items={[
          [F.analysis, na(entry.analysis)],
          [F.results, na(entry.results)],
          [F.method, na(entry.method)],
          [F.specimen, na(entry.specimen)],
        ]}
      />
    </Stack>
  );
}

/** General Information, Case Context and Toxicology Details of the version shown (spec §2.9). */
export function ToxCasePanels({ shown }: { shown: ToxCase }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title={P.general} headingComponent="h2">
          <Fields
            items={[
              [F.age, na(shown.age)],
              [F.sex, sexLabel(shown.sex, P.notAvailable)],
              [F.race, na(shown.race)],
              [F.location, na(shown.location)],
            ]}
          />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title={P.context} headingComponent="h2">
          <Fields
            items={[
              [F.autopsy, na(shown.autopsy)],
              [F.scene, na(shown.scene)],
              [F.notes, na(shown.notes)],
            ]}
          />
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <SectionCard title={P.toxicology} headingComponent="h2">
          {shown.toxicology.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {P.noEntries}
            </Typography>
          ) : (
            <Grid container component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
              {shown.toxicology.map((entry, index) => (
                <Grid key={index} component="li" size={{ xs: 12, sm: 6, lg: 4 }} sx={{ listStyle: 'none' }}>
                  <EntryView entry={entry} number={index + 1} />
                </Grid>
              ))}
            </Grid>
          )}
        </SectionCard>
      </Grid>
    </Grid>
  );
}
