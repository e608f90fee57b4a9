import type { PreviewMember } from '../../../../contract/messagePreview';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';

interface PreviewMembersProps {
  members: readonly PreviewMember[];
  shown: number;
  onShow: (index: number) => void;
}

/** First name and the last name's initial: enough to tell three members apart, short enough to fit. */
function shortName(name: string): string {
  const [first = name, ...rest] = name.split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0)}.` : first;
}

/** Which of the audience's members the phone shows the message as. */
export function PreviewMembers({ members, shown, onShow }: PreviewMembersProps) {
  if (members.length === 0) return null;
  return (
    <div className="preview-members mb-2">
      <span className="small text-body-secondary me-2">Preview as</span>
      <SegmentedControl
        label="Preview as"
        segments={members.map((member, index) => ({
          value: String(index),
          label: shortName(member.name),
        }))}
        value={String(shown)}
        onChange={(value) => onShow(Number(value))}
      />
    </div>
  );
}
