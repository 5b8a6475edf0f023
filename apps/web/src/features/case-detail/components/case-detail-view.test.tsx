import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ANALYTICS_TEXT,
  CASE_DETAIL_TEXT,
  ERROR_MESSAGES,
  FILE_IMPORT_STATUS_LABELS,
  TRUST_TEXT,
} from '@hde/contracts/text';
import { fieldLabel } from '@hde/contracts/fields';
import { errorReply } from '../../../test/mock-api';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import {
  CASE_ID,
  makeCaseTrust,
  makeMaximalCase,
  makeMinimalCase,
  renderCaseView,
} from '../case-detail-test-fixtures';
import type { PersonSummaryCard as RealPersonSummaryCard } from './person-summary-card';

const crash = vi.hoisted(() => ({ on: false }));

vi.mock('./case-places-map', () => ({
  CasePlacesMap: ({ label, markers }: { label: string; markers: unknown[] }) => (
    <div role="region" aria-label={label}>{`${markers.length} places`}</div>
  ),
}));
vi.mock('./bmi-view', () => ({ BmiView: () => <div data-testid="bmi-view" /> }));
vi.mock('./person-summary-card', async (importOriginal) => {
  const actual = await importOriginal<{ PersonSummaryCard: typeof RealPersonSummaryCard }>();
  return {
    PersonSummaryCard: (props: Parameters<typeof RealPersonSummaryCard>[0]) => {
      if (crash.on) throw new Error('A broken render');
      return <actual.PersonSummaryCard {...props} />;
    },
  };
});

const { tabs, panels, timeline } = CASE_DETAIL_TEXT;
const detailLabel = (name: string) => fieldLabel(name, { detail: true });
const section = (name: string) => screen.getByRole('region', { name });
const tab = (title: string) => screen.getByRole('tab', { name: new RegExp(`^${title}`) });
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function caseLoaded() {
  return screen.findByRole('region', { name: CASE_DETAIL_TEXT.person.title }, { timeout: 5000 });
}

describe('CaseDetailView', () => {
  it('renders a case with nothing but its id: ---, N/A, -, disabled list tabs and no map', async () => {
    const user = userEvent.setup();
    const { calls, onBack } = renderCaseView(makeMinimalCase());
    expect(screen.getByRole('heading', { name: ANALYTICS_TEXT.caseHeading(CASE_ID) })).toBeTruthy();
    expect(screen.getByRole('status', { name: CASE_DETAIL_TEXT.loading })).toBeTruthy();

    const person = await caseLoaded();
    expect(calls[0]?.path).toBe(`/v2/app/case/ws-1/${CASE_ID}`);
    expect(valueOf(person, CASE_DETAIL_TEXT.person.name)).toBe(CASE_DETAIL_TEXT.missing);
    expect(valueOf(person, detailLabel('age'))).toBe(CASE_DETAIL_TEXT.missing);
    expect(valueOf(person, detailLabel('height'))).toBe(CASE_DETAIL_TEXT.notAvailable);
    expect(valueOf(person, detailLabel('weight'))).toBe(CASE_DETAIL_TEXT.notAvailable);
    expect(valueOf(person, detailLabel('bmi'))).toBe(CASE_DETAIL_TEXT.notAvailable);
    expect(valueOf(person, detailLabel('residence'))).toBe(CASE_DETAIL_TEXT.missing);
    expect(within(section(timeline.title)).getAllByText(CASE_DETAIL_TEXT.noDate)).toHaveLength(4);
    expect(
      screen.getByText(CASE_DETAIL_TEXT.modifiedOn(formatDateTime('2026-03-02T14:05:00.000Z')!)),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: TRUST_TEXT.checking })).toBeTruthy();

    expect(within(section(panels.map)).getByText(CASE_DETAIL_TEXT.noCoordinates)).toBeTruthy();
    expect(tab(tabs.information).getAttribute('aria-selected')).toBe('true');
    for (const title of [tabs.diagnoses, tabs.toxicology, tabs.imports]) {
      expect(tab(title).hasAttribute('disabled')).toBe(true);
      expect(tab(title).textContent).toBe(`${title}0`);
    }
    expect(screen.queryByRole('region', { name: panels.postmortem })).toBeNull();
    expect(within(section(panels.additional)).getByText(CASE_DETAIL_TEXT.noItems)).toBeTruthy();
    expect(
      new Set(
        within(section(panels.case))
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ),
    ).toEqual(new Set([CASE_DETAIL_TEXT.missing]));

    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.backToCaseList }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('renders every panel of a full case, its trust, the counts and the table of each tab', async () => {
    const user = userEvent.setup();
    renderCaseView(makeMaximalCase(), [
      makeCaseTrust(1, { verified: false }),
      makeCaseTrust(3),
      makeCaseTrust(2, { verified: false }),
    ]);
    const person = await caseLoaded();
    expect(valueOf(person, CASE_DETAIL_TEXT.person.name)).toBe('Jane Q Doe');
    expect(valueOf(person, detailLabel('age'))).toBe('45');
    expect(valueOf(person, detailLabel('dateOfBirth'))).toBe('01/31/1980');
    expect(valueOf(person, detailLabel('sex'))).toBe('Female');
    expect(valueOf(person, detailLabel('height'))).toBe(`5' 5"`);
    expect(valueOf(person, detailLabel('weight'))).toBe('150 lb');
    expect(valueOf(person, detailLabel('bmi'))).toBe('25.0 kg/m2Normal');
    expect(valueOf(person, detailLabel('organDonor'))).toBe('Yes');
    expect(valueOf(person, detailLabel('eyeDonor'))).toBe('No');
    expect(within(section(timeline.title)).getByText('02/01/2026')).toBeTruthy();
    expect(await screen.findByRole('button', { name: TRUST_TEXT.verified })).toBeTruthy();
    // The map arrives with Leaflet, after the rest of the case.
    const map = await within(section(panels.map)).findByRole('region', { name: CASE_DETAIL_TEXT.mapLabel });
    expect(map.textContent).toBe('3 places');
    expect(screen.getByTestId('bmi-view')).toBeTruthy();

    expect(valueOf(section(panels.case), detailLabel('deputyCoroner'))).toBe('Deputy Dan');
    expect(valueOf(section(panels.case), detailLabel('mannerOfDeath'))).toBe('Indeterminate');
    expect(valueOf(section(panels.districtAttorney), detailLabel('judge'))).toBe('Judge Judy');
    expect(valueOf(section(panels.postmortem), CASE_DETAIL_TEXT.organs.brain)).toBe('1350.0 gm');
    expect(valueOf(section(panels.additional), 'lab.code')).toBe('L-7');

    expect(tab(tabs.diagnoses).textContent).toBe(`${tabs.diagnoses}2`);
    expect(tab(tabs.toxicology).textContent).toBe(`${tabs.toxicology}1`);
    expect(tab(tabs.imports).textContent).toBe(`${tabs.imports}1`);

    await user.click(tab(tabs.diagnoses));
    const diagnoses = screen.getByRole('table', { name: tabs.diagnoses });
    expect(within(diagnoses).getAllByRole('row')).toHaveLength(3);
    expect(within(diagnoses).getByText('Perforation')).toBeTruthy();
    expect(within(diagnoses).getByText(CASE_DETAIL_TEXT.missing)).toBeTruthy();

    await user.click(tab(tabs.toxicology));
    const toxicology = screen.getByRole('table', { name: tabs.toxicology });
    expect(within(toxicology).getByText('Ethanol')).toBeTruthy();

    await user.click(tab(tabs.imports));
    const imports = screen.getByRole('table', { name: tabs.imports });
    expect(within(imports).getByText('cases.xlsx')).toBeTruthy();
    expect(within(imports).queryByRole('link')).toBeNull();
    expect(within(imports).getByText(FILE_IMPORT_STATUS_LABELS.SUCCESS)).toBeTruthy();
    expect(within(imports).getByText('tx-file-1')).toBeTruthy();
  });

  it("shows the server's message when the case cannot be loaded", async () => {
    renderCaseView(errorReply(404, CASE_DETAIL_TEXT.notFound));
    expect(await screen.findByText(CASE_DETAIL_TEXT.notFound)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(CASE_DETAIL_TEXT.notFound);
  });

  it('shows the case load message when no reply came', async () => {
    renderCaseView(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText(ERROR_MESSAGES.caseLoad)).toBeTruthy();
  });

  it('shows the case view crash message when a part of the view throws, and keeps the way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    crash.on = true;
    try {
      const { onBack } = renderCaseView(makeMaximalCase());
      expect(await screen.findByText(ERROR_MESSAGES.caseViewCrash)).toBeTruthy();
      expect(screen.getByRole('heading', { name: ANALYTICS_TEXT.caseHeading(CASE_ID) })).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: ANALYTICS_TEXT.backToCaseList }));
      expect(onBack).toHaveBeenCalledOnce();
    } finally {
      crash.on = false;
      vi.restoreAllMocks();
    }
  });
});
