import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import type { Package, PackageBody } from '../../../../contract/packages';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { PackageForm, type PackageValues } from '../components/PackageForm';
import '../components/Packages.css';
import { packageFlowsCleared, selectCurrentPackage, selectPackagesFlow } from '../packagesSlice';
import { fetchPackage, savePackage } from '../packagesThunks';

const NEW_PACKAGE: PackageValues = { package_name: '', benefits_description: '' };

const valuesOf = (item: Package): PackageValues => ({
  package_name: item.package_name,
  benefits_description: item.benefits_description,
});

/** /packages/create and /packages/edit/:id: a member-benefit package. */
export function PackageFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useParams();
  const item = useAppSelector(selectCurrentPackage);
  const getFlow = useAppSelector((state) => selectPackagesFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectPackagesFlow(state, 'save'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!id) return;
    const request = dispatch(fetchPackage(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);

  useEffect(
    () => () => {
      dispatch(packageFlowsCleared());
    },
    [dispatch],
  );

  const submit = async (values: PackageValues) => {
    const body: PackageBody = {
      package_name: values.package_name.trim(),
      benefits_description: values.benefits_description.trim(),
    };
    const result = await dispatch(savePackage({ id: id ?? null, body }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(id ? `${body.package_name} saved.` : `${body.package_name} created.`);
    void navigate('/packages/list');
  };

  const editing = Boolean(id);
  const title = editing ? (item ? `Edit ${item.package_name}` : 'Edit package') : 'New package';
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">
          Name the package and describe the benefits its members get.
        </p>
      </header>
      <Card className="shadow-sm package-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : editing && !item ? (
            <PageLoading label="Loading the package…" />
          ) : (
            <PackageForm
              key={item?._id ?? 'new'}
              initialValues={item ? valuesOf(item) : NEW_PACKAGE}
              submitLabel={editing ? 'Save package' : 'Create package'}
              saving={saveFlow.status === 'loading'}
              onSubmit={submit}
            />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
