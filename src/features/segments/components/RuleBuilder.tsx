import Form from 'react-bootstrap/Form';
import type {
  SegmentCondition,
  SegmentConditionGroup,
  SegmentMatch,
  SegmentRule,
} from '../../../../contract/segments';
import type { RuleChoices } from '../segmentsApi';
import { ConditionEditor } from './ConditionEditor';
import { newCondition } from './ruleText';

interface RuleBuilderProps {
  rule: SegmentRule;
  choices: RuleChoices;
  channelsOffered: boolean;
  onChange: (rule: SegmentRule) => void;
}

function MatchSelect({
  id,
  value,
  onChange,
  lead,
}: {
  id: string;
  value: SegmentMatch;
  onChange: (match: SegmentMatch) => void;
  lead: string;
}) {
  return (
    <div className="d-flex align-items-center gap-2 flex-wrap">
      <label htmlFor={id} className="mb-0">
        {lead}
      </label>
      <Form.Select
        id={id}
        size="sm"
        className="w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value as SegmentMatch)}
      >
        <option value="all">all</option>
        <option value="any">any</option>
      </Form.Select>
      <span>of these:</span>
    </div>
  );
}

const replace = <T,>(items: readonly T[], index: number, item: T) =>
  items.map((current, i) => (i === index ? item : current));
const without = <T,>(items: readonly T[], index: number) => items.filter((_, i) => i !== index);

/** The rule: match all or any of its conditions and groups of conditions, each negatable. */
export function RuleBuilder({ rule, choices, channelsOffered, onChange }: RuleBuilderProps) {
  const groups = rule.groups ?? [];
  const setConditions = (conditions: SegmentCondition[]) => onChange({ ...rule, conditions });
  const setGroups = (next: SegmentConditionGroup[]) => onChange({ ...rule, groups: next });

  return (
    <div className="segment-rule">
      <MatchSelect
        id="segment-match"
        lead="Members who match"
        value={rule.match}
        onChange={(match) => onChange({ ...rule, match })}
      />
      <div className="mt-2">
        {rule.conditions.length === 0 && groups.length === 0 && (
          <p className="text-body-secondary small my-2">
            No conditions yet: the segment is every member. Add a condition to narrow it.
          </p>
        )}
        {rule.conditions.map((condition, index) => (
          <ConditionEditor
            key={index}
            id={`condition-${index}`}
            condition={condition}
            choices={choices}
            channelsOffered={channelsOffered}
            onChange={(next) => setConditions(replace(rule.conditions, index, next))}
            onRemove={() => setConditions(without(rule.conditions, index))}
          />
        ))}
        {groups.map((group, g) => (
          <section
            key={g}
            className="segment-group border rounded p-2 my-2 bg-body-tertiary"
            aria-label={`Group ${g + 1}`}
          >
            <div className="d-flex flex-wrap align-items-center gap-2">
              <Form.Select
                size="sm"
                className="w-auto"
                aria-label={`Group ${g + 1}: is or is not`}
                value={group.negate ? 'not' : 'is'}
                onChange={(event) =>
                  setGroups(replace(groups, g, { ...group, negate: event.target.value === 'not' }))
                }
              >
                <option value="is">Matches</option>
                <option value="not">Does not match</option>
              </Form.Select>
              <MatchSelect
                id={`group-${g}-match`}
                lead=""
                value={group.match}
                onChange={(match) => setGroups(replace(groups, g, { ...group, match }))}
              />
              <button
                type="button"
                className="btn btn-sm btn-link text-danger ms-auto"
                onClick={() => setGroups(without(groups, g))}
              >
                Remove group
              </button>
            </div>
            {group.conditions.map((condition, index) => (
              <ConditionEditor
                key={index}
                id={`group-${g}-condition-${index}`}
                condition={condition}
                choices={choices}
                channelsOffered={channelsOffered}
                onChange={(next) =>
                  setGroups(
                    replace(groups, g, {
                      ...group,
                      conditions: replace(group.conditions, index, next),
                    }),
                  )
                }
                onRemove={() => {
                  const conditions = without(group.conditions, index);
                  setGroups(
                    conditions.length
                      ? replace(groups, g, { ...group, conditions })
                      : without(groups, g),
                  );
                }}
              />
            ))}
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={group.conditions.length >= 30}
              onClick={() =>
                setGroups(
                  replace(groups, g, {
                    ...group,
                    conditions: [...group.conditions, newCondition('status')],
                  }),
                )
              }
            >
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              Add condition to group
            </button>
          </section>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={rule.conditions.length >= 30}
          onClick={() => setConditions([...rule.conditions, newCondition('status')])}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add condition
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={groups.length >= 10}
          onClick={() =>
            setGroups([...groups, { match: 'any', conditions: [newCondition('platform')] }])
          }
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add group
        </button>
      </div>
    </div>
  );
}
