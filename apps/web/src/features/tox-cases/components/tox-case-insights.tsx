import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ToxFinding, ToxSummary } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { shownValue } from '../lib/display';

const P = TOX_TEXT.page;

/** Which engine wrote the text: the rules engine, or a model from the rules engine's findings. */
function writtenBy(summary: ToxSummary): string {
  const ruleSet = summary.ruleSetVersion ?? P.unknown;
  return summary.provider === 'model' && summary.model
    ? P.writtenBy.model(summary.model, ruleSet)
    : P.writtenBy.rules(ruleSet);
}

function Hypothesis({ label, text }: { label: string; text: string | null }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {shownValue(text, P.unknown)}
      </Typography>
    </div>
  );
}

function FindingView({ finding }: { finding: ToxFinding }) {
  const rows: [string, string][] = [
    [P.findingRule, finding.rule],
    [P.findingInputs, finding.inputs.join('; ')],
    [P.findingSource, finding.source],
    [P.findingCaveat, finding.caveat],
  ];
  return (
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {finding.statement}
      </Typography>
      <Stack component="dl" spacing={0.25} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Typography key={label} variant="body2" color="text.secondary" component="div">
            <Typography component="dt" variant="inherit" sx={{ display: 'inline', fontWeight: 600 }}>
              {label}:
            </Typography>{' '}
            <Typography component="dd" variant="inherit" sx={{ display: 'inline', m: 0 }}>
              {value}
            </Typography>
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

function Findings({ findings }: { findings: readonly ToxFinding[] }) {
  const summaryId = useId();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMore />} id={summaryId}>
        <Typography variant="subtitle2" component="h3">
          {P.findings} ({findings.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} aria-labelledby={summaryId}>
          {findings.map((finding) => (
            <FindingView key={finding.id} finding={finding} />
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Case Insights, AI-Powered (spec §2.9, ARCHITECTURE §10): the summary and the two hypotheses, which engine
 * wrote them and the findings behind them; "Gathering Case Insights..." while PENDING.
 */
export function ToxCaseInsights({ summary }: { summary: ToxSummary }) {
  return (
    <SectionCard title={P.insights} headingComponent="h2">
      <Chip
        size="small"
        color="secondary"
        variant="outlined"
        icon={<AutoAwesomeOutlined />}
        label={P.aiPowered}
        sx={{ alignSelf: 'flex-start' }}
      />
      {summary.status === 'PENDING' ? (
        <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">{P.gathering}</Typography>
        </Stack>
      ) : (
        <>
          <Hypothesis label={P.caseSummary} text={summary.summary} />
          <Hypothesis label={P.causeHypothesis} text={summary.causeOfDeath} />
          <Hypothesis label={P.mannerHypothesis} text={summary.mannerOfDeath} />
          <Typography variant="caption" color="text.secondary">
            {writtenBy(summary)}
          </Typography>
          {summary.findings.length > 0 && <Findings findings={summary.findings} />}
        </>
      )}
    </SectionCard>
  );
}
