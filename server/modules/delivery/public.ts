/**
 * The delivery engine's face: what messages use to check an audience and a sending channel
 * before storing a message, and what the server and the scripts use to run and inspect it.
 */
export { countAudience, modeAllowed } from './audienceRepository';
export type { SendingChannel } from './audienceSqlRepository';
export { firstZoneReaches } from './localTime';
export { firstRecipientsAt } from './firstRecipients';
export { newWorkerId, startDeliveryService } from './deliveryService';
export { createEngineStats, type EngineStats } from './engineStats';
export { loadSendingChannel, spendCredits } from './sendingChannelRepository';
export { mergeValuesOf } from './mergeValuesRepository';
export { longestValues, sampleRecipients, type SampleRecipient } from './audienceSamplesRepository';
export { audienceLanguages, type AudienceLanguage } from './audienceLanguagesRepository';
export { BOARD_CONDITIONS, BOARD_STATE, FILTER_CONDITIONS } from './boardStatesRepository';
export { latestSentOccurrence, writeFollowUp } from './followUpsRepository';
export { runReminders } from './remindersRepository';
export { readProgress, type ChannelProgress } from './deliveryProgressRepository';
export {
  countedOccurrences,
  sendingMessages,
  type CountedOccurrence,
  type SendingProgress,
} from './progressReadsRepository';
/** The fan-out worker and the dispatcher one at a time, for tests that step a send through. */
export { createDeliveryWorker } from './worker';
export { createDispatcher, retryDelayMs } from './dispatcher';
export {
  DECIDE_AT_SQL,
  meaningfulOf,
  measureAbTest,
  rateOf,
  runAbTestDecisions,
  sendAbTestWinner,
  winnerOf,
  type AbTestMeasure,
} from './abTestWinnerRepository';
