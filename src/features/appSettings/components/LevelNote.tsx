import type { SettingLevel } from '../../../../contract/appSettingsWire';

/** Whose values the form edits: a channel admin's own channel, one an organisation admin chose, or the organisation's. */
export type EditedLevel = 'ownChannel' | 'channel' | 'company';

const NOTES: Record<EditedLevel, Record<SettingLevel, string>> = {
  ownChannel: {
    channel: 'Your channel’s own value.',
    company: 'Inherited from the organisation: saving makes it your channel’s own.',
    default: 'The app’s default: saving makes it your channel’s own.',
  },
  channel: {
    channel: 'This channel’s own value.',
    company: 'Inherited from the organisation: saving makes it this channel’s own.',
    default: 'The app’s default: saving makes it this channel’s own.',
  },
  company: {
    channel: 'The organisation’s value.',
    company: 'The organisation’s value; channels without their own inherit it.',
    default: 'The app’s default: saving makes it the organisation’s.',
  },
};

/** Where the value in the form came from, and what saving it does. */
export function LevelNote({ level, edited }: { level: SettingLevel; edited: EditedLevel }) {
  return (
    <p className="small text-body-secondary mb-3" data-testid="level-note">
      <i className="bi bi-info-circle me-1" aria-hidden="true" />
      {NOTES[edited][level]}
    </p>
  );
}
