import { useEffect, useState } from 'react';
import { Card } from 'react-bootstrap';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch } from '../../../state/hooks';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import type { DeliveryRules } from '../../../../contract/deliveryRules';
import { fetchDeliveryRules, saveDeliveryRules } from '../companyThunks';
import {
  deliveryRulesOf,
  deliveryRulesSchema,
  deliveryRulesValuesOf,
  type DeliveryRulesValues,
} from './deliveryRulesForm';

const PERIODS = [
  { value: 'day', label: 'per day' },
  { value: 'week', label: 'per week (from Monday)' },
] as const;

/**
 * The company's delivery rules on its settings page: its time zone, quiet hours and frequency
 * cap, each applied on every recipient's own clock. Loaded and saved on their own, so the
 * branding form above keeps its multipart save. Keyed by the company, so another one starts afresh.
 */
export function DeliveryRulesSection() {
  const dispatch = useAppDispatch();
  const [rules, setRules] = useState<DeliveryRules | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const request = dispatch(fetchDeliveryRules());
    void request.then((result) => {
      const failure = failureOf(result);
      if (failure) setError(failure.message);
      else if (fetchDeliveryRules.fulfilled.match(result)) setRules(result.payload);
    });
    return () => request.abort();
  }, [dispatch, reloads]);

  const submit = async (values: DeliveryRulesValues) => {
    setSaving(true);
    const result = await dispatch(saveDeliveryRules(deliveryRulesOf(values)));
    setSaving(false);
    const failure = failureOf(result);
    if (failure) return failure;
    if (saveDeliveryRules.fulfilled.match(result)) setRules(result.payload);
    notify.success('Delivery rules saved.');
    return null;
  };

  return (
    <Card className="shadow-sm mt-4" as="section" aria-labelledby="delivery-rules-title">
      <Card.Body>
        <h2 className="h5" id="delivery-rules-title">
          Delivery rules
        </h2>
        <p className="text-body-secondary small">
          Each app user’s time zone comes from the app, else from their state, zip code or country,
          else it is the company’s. Quiet hours and the cap apply on each recipient’s own clock.
        </p>
        {error ? (
          <LoadError
            message={error}
            onRetry={() => {
              setError(null);
              setReloads((count) => count + 1);
            }}
          />
        ) : !rules ? (
          <PageLoading label="Loading the delivery rules…" />
        ) : (
          <CrudForm
            key={JSON.stringify(rules)}
            initialValues={deliveryRulesValuesOf(rules)}
            validationSchema={deliveryRulesSchema}
            label="Delivery rules"
            onSubmit={submit}
          >
            {({ values }) => (
              <>
                <TextField
                  name="timeZone"
                  label="Company time zone"
                  maxLength={64}
                  help="An IANA zone such as America/Chicago: the zone of app users whose own is not known."
                />
                <CheckboxField
                  name="quiet"
                  switch
                  label="Quiet hours: hold push and SMS at night"
                  help="Held messages go out when the quiet hours end where the recipient is. Urgent messages are not held."
                />
                {values.quiet && (
                  <div className="row">
                    <div className="col-sm-6">
                      <TextField name="quietStart" label="Quiet from" type="time" />
                    </div>
                    <div className="col-sm-6">
                      <TextField name="quietEnd" label="Quiet until" type="time" />
                    </div>
                  </div>
                )}
                <CheckboxField
                  name="capped"
                  switch
                  label="Frequency cap: limit how many messages each recipient gets"
                  help="All channels together. Recipients over the cap are skipped and shown as capped."
                />
                {values.capped && (
                  <div className="row">
                    <div className="col-sm-6">
                      <NumberField name="capLimit" label="At most (messages)" min={1} max={1000} />
                    </div>
                    <div className="col-sm-6">
                      <SelectField name="capPeriod" label="Period" options={PERIODS} />
                    </div>
                  </div>
                )}
                <FormActions submitLabel="Save delivery rules" pending={saving} />
              </>
            )}
          </CrudForm>
        )}
      </Card.Body>
    </Card>
  );
}
