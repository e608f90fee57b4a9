import { CheckboxField } from '../../../../components/form/CheckboxField';
import { TextField } from '../../../../components/form/TextField';

export function InstallShortcutsFields() {
  return (
    <>
      <CheckboxField
        name="showInvitationLink"
        label="Show the invitation link"
        switch
        help="Members share a link that installs the app and joins them to the organisation."
      />
      <CheckboxField
        name="showQrCode"
        label="Show the QR code"
        switch
        help="The same invitation as a code to scan from another phone."
      />
      <TextField
        name="invitationText"
        label="Invitation text"
        maxLength={200}
        placeholder="Invite a friend"
        help="Optional. Up to 200 characters."
      />
    </>
  );
}
