import type { SettingLevel } from '../../../../contract/appSettingsWire';

const NOTES: Record<'company' | 'channel', Record<SettingLevel, string>> = {
  channel: {
    channel: 'Your channel’s own value.',
    company: 'Inherited from the organisation: saving makes it your channel’s own.',
    default: 'The app’s default: saving makes it your channel’s own.',
  },
  company: {
    channel: 'The organisation’s value.',
    company: 'The organisation’s value; channels without their own inherit it.',
    default: 'The app’s default: saving makes it the organisation’s.',
  },
};

/** Where the value in the form came from, and what saving it does. */
export function LevelNote({ level, forChannel }: { level: SettingLevel; forChannel: boolean }) {
  return (
    <p className="small text-body-secondary mb-3" data-testid="level-note">
      <i className="bi bi-info-circle me-1" aria-hidden="true" />
      {NOTES[forChannel ? 'channel' : 'company'][level]}
    </p>
  );
}
