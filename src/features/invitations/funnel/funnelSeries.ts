import {
  FUNNEL_REPORT_STEPS,
  FUNNEL_STEP_LABELS,
  type FunnelReportStep,
  type InvitationFunnel,
} from '../../../../contract/invitationFunnel';
import { countFormat, weekLabel } from './funnelFormat';

export interface FunnelSeries {
  labels: string[];
  steps: { step: FunnelReportStep; label: string; counts: number[] }[];
  summary: string;
}

/** The weekly figures as the chart and its table draw them: a group of four bars a week. */
export function funnelSeries(funnel: InvitationFunnel): FunnelSeries {
  const labels = funnel.weeks.map((week) => weekLabel(week.week));
  const steps = FUNNEL_REPORT_STEPS.map((step) => ({
    step,
    label: FUNNEL_STEP_LABELS[step],
    counts: funnel.weeks.map((week) => week[step]),
  }));
  const totals = funnel.steps.map(
    (step) => `${countFormat.format(step.count)} ${FUNNEL_STEP_LABELS[step.step].toLowerCase()}`,
  );
  return {
    labels,
    steps,
    summary: `${funnel.weeks.length} weeks from ${funnel.from} to ${funnel.to}: ${totals.join(', ')}.`,
  };
}
