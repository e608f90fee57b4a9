import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import type { Device } from '../../../../contract/devices';
import type { MobileUser } from '../../../../contract/mobileUsers';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { devicesReset, selectDevices, selectDevicesFlow } from '../devicesSlice';
import { fetchUserDevices, removeUserDevice, signOutUserApp } from '../devicesThunks';
import { displayName } from '../userDisplay';

const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  ios: 'iPhone / iPad',
  android: 'Android',
  web: 'Web',
};

/**
 * The devices pushes reach for one app user, each removable after a confirmation, and signing
 * the user out of the app everywhere (a lost phone).
 */
export function DevicesModal({ user, onClose }: { user: MobileUser; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const devices = useAppSelector(selectDevices);
  const listFlow = useAppSelector((state) => selectDevicesFlow(state, 'list'));
  const removeFlow = useAppSelector((state) => selectDevicesFlow(state, 'remove'));
  const signOutFlow = useAppSelector((state) => selectDevicesFlow(state, 'signOut'));
  const [asked, setAsked] = useState<Device | null>(null);
  const [askedSignOut, setAskedSignOut] = useState(false);
  const name = displayName(user);

  useEffect(() => {
    const request = dispatch(fetchUserDevices(user._id));
    return () => {
      request.abort();
      dispatch(devicesReset());
    };
  }, [dispatch, user._id]);

  const remove = async (device: Device) => {
    const result = await dispatch(removeUserDevice({ userId: user._id, deviceId: device._id }));
    if (!removeUserDevice.fulfilled.match(result)) return;
    notify.success(`The ${PLATFORM_NAMES[device.platform] ?? device.platform} device was removed.`);
    setAsked(null);
  };

  const signOut = async () => {
    const result = await dispatch(signOutUserApp(user._id));
    if (!signOutUserApp.fulfilled.match(result)) return;
    notify.success(`${name} was signed out of the app on every device.`);
    setAskedSignOut(false);
  };

  return (
    <>
      <Modal
        show={asked === null && !askedSignOut}
        onHide={onClose}
        centered
        aria-labelledby="devices-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="devices-title" as="h2" className="h5">
            Devices of {name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">
            Pushes go to these devices. A device the app was removed from leaves this list by itself
            after the next push.
          </p>
          {listFlow.status === 'failed' && (
            <Alert variant="danger" className="d-flex align-items-center gap-2">
              <span className="flex-grow-1">{listFlow.error}</span>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => void dispatch(fetchUserDevices(user._id))}
              >
                Try again
              </Button>
            </Alert>
          )}
          {listFlow.status === 'loading' && devices.length === 0 && (
            <div className="d-flex align-items-center gap-2" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              Loading devices…
            </div>
          )}
          {listFlow.status === 'succeeded' && devices.length === 0 && (
            <p className="mb-0">
              No devices. Pushes cannot reach {name} until their app registers one; messages go by
              SMS or email where the channel allows it.
            </p>
          )}
          {devices.length > 0 && (
            <Table size="sm" className="mb-0 align-middle">
              <caption className="visually-hidden">Devices of {name}</caption>
              <thead>
                <tr>
                  <th scope="col">Platform</th>
                  <th scope="col">App version</th>
                  <th scope="col">Last seen</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {devices.map((device) => (
                  <tr key={device._id}>
                    <th scope="row">{PLATFORM_NAMES[device.platform] ?? device.platform}</th>
                    <td>{device.appVersion}</td>
                    <td>{formatDate(device.lastSeen)}</td>
                    <td className="text-end">
                      <Button size="sm" variant="outline-danger" onClick={() => setAsked(device)}>
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <Button variant="outline-danger" onClick={() => setAskedSignOut(true)}>
            <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
            Sign out of the app
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Modal.Footer>
      </Modal>
      <ConfirmModal
        show={asked !== null}
        title="Remove this device?"
        confirmLabel="Remove device"
        busy={removeFlow.status === 'loading'}
        error={removeFlow.status === 'failed' ? removeFlow.error : null}
        onConfirm={() => asked && void remove(asked)}
        onCancel={() => setAsked(null)}
      >
        <p className="mb-0">
          {asked
            ? `${PLATFORM_NAMES[asked.platform] ?? asked.platform}, app ${asked.appVersion}: `
            : ''}
          it gets no more pushes for {name} until the app registers it again.
        </p>
      </ConfirmModal>
      <ConfirmModal
        show={askedSignOut}
        title={`Sign ${name} out of the app?`}
        confirmLabel="Sign out everywhere"
        busy={signOutFlow.status === 'loading'}
        error={signOutFlow.status === 'failed' ? signOutFlow.error : null}
        onConfirm={() => void signOut()}
        onCancel={() => setAskedSignOut(false)}
      >
        <p className="mb-0">
          Every phone or tablet signed in as {name} is signed out and gets no more pushes, as for a
          lost phone. To use the app again, {name} signs up again from a new invitation or sign-up
          link.
        </p>
      </ConfirmModal>
    </>
  );
}
