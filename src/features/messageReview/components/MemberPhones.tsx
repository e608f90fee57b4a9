import { useState } from 'react';
import type { PreviewMember } from '../../../../contract/messagePreview';
import type { MessageDetail } from '../../../../contract/messages';
import { PhonePreview } from '../../../components/phone/PhonePreview';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';

/** First name and the last name's initial: enough to tell three members apart. */
function shortName(name: string): string {
  const [first = name, ...rest] = name.split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0)}.` : first;
}

interface MemberPhonesProps {
  message: MessageDetail;
  /** Up to three members of the audience, the message rendered for each in their language. */
  members: readonly PreviewMember[];
}

/** The message on a phone as one of three real members will get it, in their own language. */
export function MemberPhones({ message, members }: MemberPhonesProps) {
  const [shown, setShown] = useState(0);
  const member = members[shown] ?? null;
  return (
    <>
      {members.length > 0 && (
        <div className="review-members mb-2">
          <span className="small text-body-secondary me-2">Preview as</span>
          <SegmentedControl
            label="Preview as"
            segments={members.map((one, index) => ({
              value: String(index),
              label: shortName(one.name),
            }))}
            value={String(shown)}
            onChange={(value) => setShown(Number(value))}
          />
        </div>
      )}
      <PhonePreview
        channelName={message.cp_name ?? 'Your channel'}
        title={member?.title ?? message.title}
        pushMessage={member?.push_message ?? message.push_message}
        html={member?.message ?? message.message}
        url={message.url ?? ''}
        fileName={message.html_file?.name ?? message.upload?.title ?? null}
        pushImage={message.pushImage ?? ''}
        pushButtons={message.pushButtons ?? []}
      />
    </>
  );
}
