import Dropdown from 'react-bootstrap/Dropdown';

interface UnionMenuProps {
  onSync: () => void;
  onCompare: () => void;
}

/** The union tools of the users page, in one menu so the page's actions stay on one line. */
export function UnionMenu({ onSync, onCompare }: UnionMenuProps) {
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-secondary">
        <i className="bi bi-people me-2" aria-hidden="true" />
        Union tools
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={onSync}>
          <i className="bi bi-arrow-repeat me-2" aria-hidden="true" />
          Sync from union
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={onCompare}>
          <i className="bi bi-list-check me-2" aria-hidden="true" />
          Compare with union
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
