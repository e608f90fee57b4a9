/** The labels live in lib/, where the API keys screen reads them too. */
export { ACCESS_KEY_LABELS } from '../../lib/accessKeyLabels';
