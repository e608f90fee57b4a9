import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { ConfigState, ConfigVersion } from '../../../../contract/appSettingsWire';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { publishFlowsCleared, selectAppSettingsFlow, selectVersions } from '../appSettingsSlice';
import { fetchVersions, publishConfig, restoreVersion } from '../appSettingsThunks';
import { settingTitle } from '../settingForms';
import { ConfigDiff } from './ConfigDiff';

const when = (iso: string) => `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;

function versionLine(version: ConfigVersion) {
  const restored = version.restoredFrom ? `, restoring version ${version.restoredFrom}` : '';
  return `${version.publishedBy}, ${when(version.publishedAt)}${restored}`;
}

interface PublishPanelProps {
  level: string;
  config: ConfigState;
}

/**
 * The draft beside the live version: what publishing would change, Publish (asked first, with
 * the differences), and the versions before it, each restorable in one step (asked first).
 */
export function PublishPanel({ level, config }: PublishPanelProps) {
  const dispatch = useAppDispatch();
  const versions = useAppSelector(selectVersions);
  const publishing = useAppSelector((state) => selectAppSettingsFlow(state, 'publish'));
  const restoring = useAppSelector((state) => selectAppSettingsFlow(state, 'restore'));
  const [asking, setAsking] = useState<'publish' | ConfigVersion | null>(null);
  const live = config.live?.version ?? null;

  const close = () => {
    setAsking(null);
    dispatch(publishFlowsCleared());
  };
  const confirm = async () => {
    const result =
      asking === 'publish'
        ? await dispatch(publishConfig(level))
        : asking
          ? await dispatch(restoreVersion({ level, version: asking.version }))
          : null;
    if (!result || failureOf(result)) return;
    const done =
      asking === 'publish' ? 'Published' : `Version ${(asking as ConfigVersion).version} restored`;
    notify.success(`${done}: the app now reads the new version.`);
    setAsking(null);
    dispatch(publishFlowsCleared());
    void dispatch(fetchVersions(level));
  };

  return (
    <Card className="shadow-sm" as="section" aria-labelledby="publish-title">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h5 mb-0 me-auto" id="publish-title">
            Published configuration
          </h2>
          {config.changed.length > 0 ? (
            <Badge bg="warning" text="dark">
              Draft differs
            </Badge>
          ) : (
            <Badge bg="success">Up to date</Badge>
          )}
          <Button
            onClick={() => setAsking('publish')}
            disabled={config.changed.length === 0}
            data-testid="publish-button"
          >
            <i className="bi bi-cloud-upload me-1" aria-hidden="true" />
            Publish
          </Button>
        </div>
        <p className="text-body-secondary small mb-3" data-testid="live-version">
          {live
            ? `Live: version ${live.version}, published by ${versionLine(live)}.`
            : 'Nothing is published yet: the app uses its defaults.'}
        </p>
        <h3 className="h6">Draft against the live version</h3>
        <ConfigDiff config={config} />
        {versions.length > 1 && (
          <details className="mt-3">
            <summary>Version history ({versions.length})</summary>
            <ol className="list-unstyled mt-2 mb-0">
              {versions.map((version) => (
                <li
                  key={version.version}
                  className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom"
                >
                  <span className="fw-semibold">Version {version.version}</span>
                  <span className="small text-body-secondary me-auto">{versionLine(version)}</span>
                  {version.version === live?.version ? (
                    <Badge bg="success">Live</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => setAsking(version)}
                      aria-label={`Restore version ${version.version}`}
                    >
                      Restore
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          </details>
        )}
      </Card.Body>
      <ConfirmModal
        show={asking === 'publish'}
        title="Publish this configuration?"
        confirmLabel="Publish"
        variant="primary"
        busy={publishing.status === 'loading'}
        error={publishing.status === 'failed' ? publishing.error : null}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <p>
          Every app install reads it within a few minutes
          {config.changed.length > 0 ? `: ${config.changed.map(settingTitle).join(', ')}.` : '.'}
        </p>
        <ConfigDiff config={config} />
      </ConfirmModal>
      <ConfirmModal
        show={asking !== null && asking !== 'publish'}
        title={`Restore version ${asking && asking !== 'publish' ? asking.version : ''}?`}
        confirmLabel="Restore"
        variant="warning"
        busy={restoring.status === 'loading'}
        error={restoring.status === 'failed' ? restoring.error : null}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <p className="mb-0">
          Its values go live at once as a new version, and become the draft: unpublished changes are
          replaced. The versions in between are kept.
        </p>
      </ConfirmModal>
    </Card>
  );
}
