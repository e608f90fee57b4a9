import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { useChannelNames } from '../../../state/useChannelNames';
import {
  ALL_COMPANIES,
  selectChosenCompany,
  selectCompanyInView,
  selectOwnChannelID,
  selectSessionUser,
} from '../../../state/session';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoading } from '../../../components/ui/PageLoading';
import { selectAppSettingsFlow, selectConfig, selectCurrentSetting } from '../appSettingsSlice';
import { fetchConfig, fetchSetting, fetchVersions } from '../appSettingsThunks';
import { AppPhonePreview } from '../components/AppPhonePreview';
import { LevelNote, type EditedLevel } from '../components/LevelNote';
import { PublishPanel } from '../components/PublishPanel';
import { SettingForm } from '../components/SettingForm';
import { SettingsOverview } from '../components/SettingsOverview';
import { isScreenSetting, SETTING_SCREENS } from '../settingForms';
import { previewValue } from '../settingProblems';
import '../components/AppSettings.css';

/**
 * /other-settings: the app's settings (one form per ?setting=), the live phone preview beside
 * them, and publishing. A channel admin edits its channel's own values; an organisation admin
 * the organisation's, which channels inherit.
 */
export function OtherSettingsPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const requested = params.get('setting');
  const name = isScreenSetting(requested) ? requested : null;
  const ownChannel = useAppSelector(selectOwnChannelID);
  const companyInView = useAppSelector(selectCompanyInView);
  const chosen = useAppSelector(selectChosenCompany);
  const user = useAppSelector(selectSessionUser);
  // An organisation admin may edit one channel's own values (?channel=), else the organisation's.
  const { channels } = useChannelNames(Boolean(ownChannel));
  const chosenChannel = ownChannel ? null : params.get('channel');
  const level = ownChannel ?? chosenChannel ?? 'company';
  const edited: EditedLevel = ownChannel ? 'ownChannel' : chosenChannel ? 'channel' : 'company';
  const chosenChannelName = channels.find((c) => c._id === chosenChannel)?.clientName ?? null;
  const config = useAppSelector(selectConfig);
  const configFlow = useAppSelector((state) => selectAppSettingsFlow(state, 'config'));
  const setting = useAppSelector(selectCurrentSetting);
  const settingFlow = useAppSelector((state) => selectAppSettingsFlow(state, 'setting'));
  const [edit, setEdit] = useState<{ name: string; values: object } | null>(null);
  // A platform admin with no organisation chosen has no app settings to load.
  const noCompany = !ownChannel && companyInView === ALL_COMPANIES;

  const chooseLevel = (channel: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (channel) next.set('channel', channel);
      else next.delete('channel');
      return next;
    });

  const loadConfig = useCallback(() => {
    if (noCompany) return undefined;
    const config = dispatch(fetchConfig(level));
    const versions = dispatch(fetchVersions(level));
    return () => {
      config.abort();
      versions.abort();
    };
  }, [dispatch, level, noCompany]);
  useEffect(loadConfig, [loadConfig, companyInView]);

  const loadSetting = useCallback(() => {
    if (!name || noCompany) return undefined;
    const request = dispatch(fetchSetting({ name, level }));
    return () => request.abort();
  }, [dispatch, name, level, noCompany]);
  useEffect(loadSetting, [loadSetting, companyInView]);

  const onEdit = useCallback(
    (values: object) => {
      if (name) setEdit({ name, values });
    },
    [name],
  );

  const preview = useMemo(() => {
    if (!config) return null;
    if (!name || edit?.name !== name) return config.draft;
    return { ...config.draft, [name]: previewValue(name, config.draft[name], edit.values) };
  }, [config, edit, name]);

  const screen = name ? SETTING_SCREENS[name] : null;
  const appName =
    user?.cpName ?? chosenChannelName ?? chosen.name ?? user?.company?.name ?? 'Your app';
  const shownSetting = setting && setting.name === name ? setting : null;

  return (
    <div className="container-fluid py-4">
      <PageHeader
        title={screen?.title ?? 'Other Settings'}
        description={
          screen?.description ??
          (ownChannel
            ? 'How the app looks and behaves for your channel’s members.'
            : 'How the mobile app looks and behaves. Channels inherit these values unless they set their own.')
        }
        actions={
          !ownChannel && !noCompany && channels.length > 0 ? (
            <Form.Group controlId="settings-level" className="settings-level-choice">
              <Form.Label className="small text-body-secondary mb-1">Values for</Form.Label>
              <Form.Select
                value={chosenChannel ?? ''}
                onChange={(e) => chooseLevel(e.target.value)}
              >
                <option value="">The organisation (channels inherit)</option>
                {channels.map((channel) => (
                  <option key={channel._id} value={channel._id}>
                    {channel.clientName}: its own values
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          ) : undefined
        }
      />
      {noCompany && (
        <Alert variant="info">
          Choose an organisation in the navbar to see and change its app settings.
        </Alert>
      )}
      {requested && !name && (
        <Alert variant="warning">There is no setting named “{requested}”. Choose one below.</Alert>
      )}
      {/* Phones: the form, then the phone, then publishing; wider: the phone beside both. */}
      <div className="settings-layout mt-4">
        <div className="settings-form-area">
          {screen && name && !noCompany && (
            <Card className="shadow-sm" as="section" aria-label={screen.title}>
              <Card.Body>
                {settingFlow.status === 'failed' ? (
                  <LoadError message={settingFlow.error} onRetry={loadSetting} />
                ) : !shownSetting ? (
                  <div className="d-flex align-items-center gap-2 py-4" role="status">
                    <Spinner animation="border" size="sm" aria-hidden="true" />
                    Loading {screen.title.toLowerCase()}…
                  </div>
                ) : (
                  <>
                    <LevelNote level={shownSetting.level} edited={edited} />
                    <SettingForm
                      key={`${name}-${level}`}
                      name={name}
                      title={screen.title}
                      level={level}
                      value={
                        'formValue' in screen
                          ? screen.formValue(shownSetting.value)
                          : (shownSetting.value as object)
                      }
                      onEdit={onEdit}
                    >
                      <screen.Fields />
                    </SettingForm>
                  </>
                )}
              </Card.Body>
            </Card>
          )}
          {!name && <SettingsOverview organisation={ownChannel === null} channel={chosenChannel} />}
        </div>
        {!noCompany && (
          <>
            <aside className="settings-preview-area" aria-label="Preview">
              <div className="settings-preview-column">
                {preview ? (
                  <AppPhonePreview settings={preview} appName={appName} />
                ) : (
                  configFlow.status !== 'failed' && <PageLoading label="Loading the preview…" />
                )}
              </div>
            </aside>
            <div className="settings-publish-area">
              {configFlow.status === 'failed' && !config ? (
                <LoadError message={configFlow.error} onRetry={loadConfig} />
              ) : config ? (
                <PublishPanel level={level} config={config} />
              ) : (
                <PageLoading label="Loading the published configuration…" />
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
